// The same content `npm run seed` writes to Firestore and the committed snapshot was made from.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Motif } from './art'

export interface SeedPost {
  id: string
  slug: string
  title: string
  excerpt: string
  author: string
  tags: string[]
  publishedAt: string
  seoTitle: string
  motif: Motif
}

const DIR = join(fileURLToPath(new URL('.', import.meta.url)), 'posts')

export const seedPosts: SeedPost[] = [
  {
    id: 'seed-year-round',
    slug: 'year-round-outdoor-living-nc-climate',
    title: 'Designing for Year-Round Outdoor Living in the North Carolina Climate',
    excerpt:
      'Shade for July, fire for November and surfaces that shrug off pollen: how to use your backyard in every Triangle season.',
    author: 'Dana Whitfield',
    tags: ['Planning', 'Climate'],
    publishedAt: '2026-10-14T13:00:00.000Z',
    seoTitle: 'Year-Round Outdoor Living in North Carolina',
    motif: 'seasons',
  },
  {
    id: 'seed-kitchen-cost',
    slug: 'outdoor-kitchen-cost-triangle',
    title: 'What an Outdoor Kitchen Really Costs in the Triangle',
    excerpt:
      'Grill islands, mid-range kitchens and full outdoor rooms: typical 2025 prices around Raleigh and what drives them up or down.',
    author: 'Marcus Hale',
    tags: ['Outdoor Kitchens', 'Costs'],
    publishedAt: '2026-06-02T12:30:00.000Z',
    seoTitle: 'Outdoor Kitchen Costs in Raleigh and the Triangle',
    motif: 'kitchen',
  },
  {
    id: 'seed-fire-safety',
    slug: 'fire-pit-safety-nc-burn-rules',
    title: 'Fire Pit Safety and Burn Rules for North Carolina Backyards',
    excerpt:
      'How far from the house, what to do on burn-ban days, wood versus gas, and how to put a fire out properly.',
    author: 'Luis Ortega',
    tags: ['Fire Features', 'Safety'],
    publishedAt: '2025-10-21T14:00:00.000Z',
    seoTitle: 'Fire Pit Safety and NC Burn Rules',
    motif: 'fire',
  },
  {
    id: 'seed-lighting',
    slug: 'low-voltage-landscape-lighting-guide',
    title: 'A Homeowner’s Guide to Low-Voltage Landscape Lighting',
    excerpt:
      'Plan the light, size the transformer, beat voltage drop and choose fixtures that survive Triangle summers.',
    author: 'Dana Whitfield',
    tags: ['Lighting', 'Planning'],
    publishedAt: '2025-08-12T12:00:00.000Z',
    seoTitle: 'Low-Voltage Landscape Lighting Guide',
    motif: 'lighting',
  },
  {
    id: 'seed-decks',
    slug: 'deck-materials-nc-climate',
    title: 'Choosing Deck Materials for Heat, Humidity and Pine Pollen',
    excerpt:
      'Pressure-treated pine, cedar, composite, PVC or ipe: what holds up in central North Carolina and what it takes to maintain.',
    author: 'Luis Ortega',
    tags: ['Decks', 'Materials'],
    publishedAt: '2025-05-20T12:00:00.000Z',
    seoTitle: 'Best Deck Materials for the NC Climate',
    motif: 'deck',
  },
  {
    id: 'seed-permits',
    slug: 'wake-county-permits-outdoor-projects',
    title: 'Do You Need a Permit? Outdoor Projects in Wake County and Beyond',
    excerpt:
      'Which office issues your permit, which projects need one, and the impervious-surface and buffer rules that catch homeowners out.',
    author: 'Marcus Hale',
    tags: ['Permits', 'Planning'],
    publishedAt: '2025-04-08T12:00:00.000Z',
    seoTitle: 'Permits for Decks, Patios and Outdoor Kitchens in Wake County',
    motif: 'permits',
  },
  {
    id: 'seed-pavers',
    slug: 'pavers-vs-poured-concrete-patio',
    title: 'Pavers vs. Poured Concrete: Choosing a Patio for Triangle Clay',
    excerpt:
      'How each patio handles red clay, what they cost per square foot in the Triangle, and which one we recommend when.',
    author: 'Marcus Hale',
    tags: ['Patios', 'Materials', 'Costs'],
    publishedAt: '2025-03-05T15:00:00.000Z',
    seoTitle: 'Pavers vs. Concrete Patios in Raleigh',
    motif: 'pavers',
  },
]

export function seedContent(slug: string): string {
  return readFileSync(join(DIR, `${slug}.md`), 'utf8')
}

export function seedArtPath(slug: string): string {
  return `/blog-media/art/${slug}.svg`
}
