// Firestore rules repeat these checks in their own language, so each stays simple.
// docs/decisions/0020-content-snapshots.md
import { z } from 'zod'
import { SLUG_PATTERN } from '../../blog/slug'
import { CITY_IDS } from '../serviceAreas/types'

export const CONTENT_PATHS = {
  projects: 'projects',
  testimonials: 'testimonials',
  business: 'settings/business',
  prices: 'settings/prices',
  faqs: 'faqs',
  team: 'team',
} as const

export const CONTENT_STATUSES = ['draft', 'published'] as const
export type ContentStatus = (typeof CONTENT_STATUSES)[number]
export const contentStatus = z.enum(CONTENT_STATUSES)

export const SERVICE_SLUGS = [
  'patios-and-decks',
  'outdoor-kitchens',
  'fire-pits-and-fireplaces',
  'landscape-lighting',
  'pergolas-and-gazebos',
] as const

export const serviceSlug = z.enum(SERVICE_SLUGS)
export const cityId = z.enum(CITY_IDS)

export const slug = z.string().max(100).regex(SLUG_PATTERN, 'lowercase words joined by hyphens')

// A day, not a moment, so no time zone can move it.
export const isoDate = z.iso.date()

// UTF-16 code units, as the rules' size() counts.
export const text = (max: number) => z.string().trim().min(1).max(max)

export const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain }).max(2048)

// So the desk can reorder without renaming documents.
export const order = z.int().min(0).max(100_000)
