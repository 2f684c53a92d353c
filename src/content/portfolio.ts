/**
 * Portfolio projects. Each has its own pre-rendered page at /portfolio/{slug}/ built with the
 * project-spotlight layout; /portfolio/project-spotlight/ shows the first one (Garden Oasis Retreat).
 * All four are sample projects (placeholders for the company's real case studies).
 */
import type { ImageKey } from '../assets/images/keys'
import type { Samples } from './samples'
import type { CityId } from './serviceAreas/types'
import type { StatItem, Testimonial } from './types'

export interface Project {
  slug: string
  title: string
  description: string
  image: ImageKey
  /** Second image of the two-image gallery. */
  detailImage: ImageKey
  /** The same view as `image`, before the work (the before/after comparison). */
  before: ImageKey
  tags: readonly string[]
  location: string
  /** The service area it is in (its page shows the project). */
  city: CityId
  overview: readonly string[]
  features: readonly string[]
  stats: readonly StatItem[]
  testimonial: Testimonial
  sample: true
}

export const projects: readonly Project[] = [
  {
    slug: 'garden-retreat',
    title: 'Garden Oasis Retreat',
    description:
      'A paver patio, gas fire pit and cedar pergola tucked into a mature North Raleigh garden, lit for long evenings.',
    image: 'projectGardenRetreat',
    before: 'projectGardenRetreatBefore',
    detailImage: 'projectGardenRetreatDetail',
    tags: ['Patio', 'Fire pit', 'Pergola', 'Lighting'],
    location: 'North Raleigh, NC',
    city: 'raleigh',
    overview: [
      'The owners loved their garden but never used it after dark: the lawn stayed soggy after every storm and the only seating was on a small concrete stoop. They wanted a place to sit by a fire with friends without losing the azaleas and dogwoods that made the yard special.',
      'We regraded the low corner and set a permeable paver patio on an open-graded base, so summer downpours soak in instead of pooling. A cedar pergola frames the view back to the garden, a gas fire pit anchors the seating area, and warm 2700K low-voltage fixtures light the paths, the pergola beams and the two big dogwoods.',
      'Construction took 30 days from permit to final walkthrough, on budget, with every existing tree protected.',
    ],
    features: [
      'Permeable paver patio',
      'Gas fire pit with seat wall',
      'Cedar pergola',
      'Low-voltage path and tree lighting',
      'Regraded drainage swale',
    ],
    stats: [
      { value: '30 days', label: 'From permit to walkthrough' },
      { value: '$15,000', label: 'Project budget' },
      {
        value: '20%',
        label: 'Energy efficiency gain',
        detail: 'LED fixtures replacing the old halogen floods.',
      },
      { value: '100%', label: 'On-time milestones' },
      { value: '5', label: 'Special features' },
    ],
    testimonial: {
      name: 'Dana and Chris M.',
      location: 'Raleigh, NC',
      city: 'raleigh',
      quote:
        'We finally use our backyard every night. The crew protected every plant we cared about and finished the week they promised.',
    },
    sample: true,
  },
  {
    slug: 'patio-paradise',
    title: 'Patio Paradise',
    description:
      'A two-level travertine patio with seat walls and a full outdoor kitchen, stepping down a sloped Cary lot.',
    image: 'projectPatioParadise',
    before: 'projectPatioParadiseBefore',
    detailImage: 'serviceKitchen',
    tags: ['Patio', 'Outdoor kitchen', 'Retaining walls'],
    location: 'Cary, NC',
    city: 'cary',
    overview: [
      'A steep back yard left this family with a deck they had outgrown and a slope nobody could use. They cook for a crowd most weekends and wanted the kitchen outside, next to the people.',
      'Two terraces of tumbled travertine, held by segmental retaining walls, turn the slope into usable rooms: an upper kitchen terrace off the back door and a lower lounge that catches the afternoon shade. The kitchen has a built-in grill, side burner, refrigerator and a granite bar with seating for six.',
    ],
    features: [
      'Two-level travertine patio',
      'Outdoor kitchen with bar seating',
      'Seat walls',
      'Segmental retaining walls',
    ],
    stats: [
      { value: '6 weeks', label: 'Build time' },
      { value: '2', label: 'Terraces' },
      { value: '6', label: 'Seats at the bar' },
      { value: '100%', label: 'On-time milestones' },
    ],
    testimonial: {
      name: 'Priya S.',
      location: 'Cary, NC',
      city: 'cary',
      quote:
        'The slope we hated is now where everyone wants to be. The kitchen layout is perfect for how we cook.',
    },
    sample: true,
  },
  {
    slug: 'fire-pit-oasis',
    title: 'Fire Pit Oasis',
    description:
      'A sunken gas fire pit lounge wrapped in natural stone, with soft lighting for cool Chapel Hill evenings.',
    image: 'projectFirePitOasis',
    before: 'projectFirePitOasisBefore',
    detailImage: 'serviceFirePit',
    tags: ['Fire pit', 'Lighting', 'Natural stone'],
    location: 'Chapel Hill, NC',
    city: 'chapel-hill',
    overview: [
      'These homeowners wanted somewhere to gather from October to April without smoke in their eyes or embers near the trees.',
      'We built a sunken lounge with a natural-gas fire pit, bluestone coping and a curved fieldstone seat wall. Step lights and downlights from the surrounding oaks make it safe to walk at night and keep the glow around the fire.',
    ],
    features: [
      'Natural-gas fire pit',
      'Curved fieldstone seat wall',
      'Bluestone coping',
      'Step and moon lighting',
    ],
    stats: [
      { value: '3 weeks', label: 'Build time' },
      { value: '12', label: 'People seated' },
      { value: '0', label: 'Smoke or embers' },
      { value: '100%', label: 'On-time milestones' },
    ],
    testimonial: {
      name: 'Marcus T.',
      location: 'Chapel Hill, NC',
      city: 'chapel-hill',
      quote:
        'It is the first place our friends ask to sit. No smoke, no embers, just a warm fire at the flip of a switch.',
    },
    sample: true,
  },
  {
    slug: 'deck-delight',
    title: 'Deck Delight',
    description:
      'A low-maintenance composite deck with built-in benches and lit stairs, replacing a tired pressure-treated deck.',
    image: 'projectDeckDelight',
    before: 'projectDeckDelightBefore',
    detailImage: 'serviceDeck',
    tags: ['Deck', 'Lighting', 'Composite'],
    location: 'Wake Forest, NC',
    city: 'wake-forest',
    overview: [
      'The old pressure-treated deck needed sanding and sealing every spring and the stairs were dark and steep.',
      'We replaced it with capped composite decking on a new, code-compliant frame, added built-in benches along the rail, and lit every stair tread. The new deck never needs staining and stays cooler underfoot than the old boards.',
    ],
    features: [
      'Capped composite decking',
      'Built-in benches',
      'Lit stair treads',
      'Aluminum rail with cable infill',
    ],
    stats: [
      { value: '18 days', label: 'Build time' },
      { value: '480 sq ft', label: 'Deck area' },
      { value: '25 years', label: 'Decking warranty' },
      { value: '100%', label: 'On-time milestones' },
    ],
    testimonial: {
      name: 'Jenna R.',
      location: 'Wake Forest, NC',
      city: 'wake-forest',
      quote: 'No more weekends of sanding and staining. The lit stairs alone were worth it.',
    },
    sample: true,
  },
]

export function projectBySlug(slug: string | undefined): Project | undefined {
  return projects.find((project) => project.slug === slug)
}

export function projectPaths(): string[] {
  return projects.map((project) => `/portfolio/${project.slug}/`)
}

/** All four projects are samples (story, figures and client quote). */
export const samples: Samples = projects.map((project) => ({
  name: `Project "${project.title}" (${project.location})`,
  why: 'Sample case study: replace with a real project, its real figures and a real client quote',
}))
