// What is true of each city; pages only lay it out. Every fact is a sample until the business
// confirms it (`npm run check:launch`).

// In docs/product.md's order.
export const CITY_IDS = [
  'raleigh',
  'durham',
  'chapel-hill',
  'cary',
  'wake-forest',
  'apex',
  'morrisville',
  'garner',
] as const

export type CityId = (typeof CITY_IDS)[number]

export type ServiceSlug =
  | 'landscape-lighting'
  | 'fire-pits-and-fireplaces'
  | 'outdoor-kitchens'
  | 'patios-and-decks'
  | 'pergolas-and-gazebos'

export interface Point {
  title: string
  body: string
}

export interface ServiceArea {
  id: CityId
  name: string
  // A city in two counties names both.
  county: string
  // Each title and description unique; the description 120–160 characters.
  metaTitle: string
  description: string
  heading: string
  intro: string
  requests: readonly Point[]
  siteNotes: readonly Point[]
  permits: {
    office: string
    body: string
  }
  // As locals name them.
  neighbourhoods: readonly string[]
  services: Readonly<Record<ServiceSlug, string>>
  // Nearest first: their projects and reviews show here too.
  nearby: readonly CityId[]
}
