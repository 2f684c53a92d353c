/** The showcase projects; each has its own pre-rendered page at /portfolio/{slug}/. */
export interface Project {
  slug: string
  title: string
  description: string
  tags: string[]
}

export const projects: Project[] = [
  {
    slug: 'garden-retreat',
    title: 'Garden Oasis Retreat',
    description: 'A paver patio, fire pit and cedar pergola tucked into a North Raleigh garden.',
    tags: ['Patio', 'Fire pit', 'Pergola'],
  },
  {
    slug: 'patio-paradise',
    title: 'Patio Paradise',
    description: 'A two-level travertine patio with seat walls and an outdoor kitchen in Cary.',
    tags: ['Patio', 'Outdoor kitchen'],
  },
  {
    slug: 'fire-pit-oasis',
    title: 'Fire Pit Oasis',
    description: 'A gas fire pit lounge with lighting and natural stone in Chapel Hill.',
    tags: ['Fire pit', 'Lighting'],
  },
  {
    slug: 'deck-delight',
    title: 'Deck Delight',
    description: 'A composite deck with built-in benches and stair lighting in Wake Forest.',
    tags: ['Deck', 'Lighting'],
  },
]

export function projectBySlug(slug: string | undefined): Project | undefined {
  return projects.find((project) => project.slug === slug)
}

export function projectPaths(): string[] {
  return projects.map((project) => `/portfolio/${project.slug}/`)
}
