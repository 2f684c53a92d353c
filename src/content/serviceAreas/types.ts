/**
 * The shape of a service-area page's data (/service-areas/{id}/). Each city's module holds what
 * is true of that place: what homeowners there ask for, the ground and lots, who issues permits,
 * the neighbourhoods served. Pages only lay it out. Every fact here is sample content until the
 * business confirms it (`samples` in ./index.ts; `npm run check:launch` lists it).
 */

/** The eight service-area cities of docs/product.md, as URL slugs, in its order. */
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

/** The five service pages a city page links to (their paths under /services/). */
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
  /** As written in the list: 'Chapel Hill'. */
  name: string
  /** 'Wake County'; a city in two counties names both. */
  county: string
  /** <title> text without the site suffix, unique: e.g. 'Patios, Decks & Outdoor Kitchens in Cary, NC'. */
  metaTitle: string
  /** The page's meta description, 120–160 characters, unique. */
  description: string
  /** The page's <h1>. */
  heading: string
  /** The lead under the heading: two or three sentences about outdoor living in this place. */
  intro: string
  /** What homeowners here ask us for most: three, each specific to this place. */
  requests: readonly Point[]
  /** Ground, lots, trees, water, HOAs or historic districts: three things that shape a project here. */
  siteNotes: readonly Point[]
  /** Who issues building permits for a homeowner's deck, pergola, kitchen or gas line here. */
  permits: {
    office: string
    /** What needs a permit here and how we handle it, in two or three sentences. */
    body: string
  }
  /** Neighbourhoods and areas we work in, as locals name them (six to ten). */
  neighbourhoods: readonly string[]
  /** One sentence per service page on what that service looks like in this city. */
  services: Readonly<Record<ServiceSlug, string>>
  /** Cities whose projects and reviews are shown here too, nearest first. */
  nearby: readonly CityId[]
}
