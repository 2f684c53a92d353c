/**
 * Pieces the content collections share: how a slug, a calendar date, an outside address and a
 * status look. Firestore rules repeat these checks in their own language, so each stays simple.
 * Why content lives in Firestore and reaches the build through snapshots:
 * docs/decisions/0020-content-snapshots.md.
 */
import { z } from 'zod'
import { SLUG_PATTERN } from '../../blog/slug'
import { CITY_IDS } from '../serviceAreas/types'

/** Where each collection lives in Firestore; settings are two documents of one collection. */
export const CONTENT_PATHS = {
  projects: 'projects',
  testimonials: 'testimonials',
  business: 'settings/business',
  prices: 'settings/prices',
} as const

/** A draft is the desk's alone; only published entries reach a snapshot. */
export const CONTENT_STATUSES = ['draft', 'published'] as const
export type ContentStatus = (typeof CONTENT_STATUSES)[number]
export const contentStatus = z.enum(CONTENT_STATUSES)

/** The five service pages, by their path under /services/. */
export const SERVICE_SLUGS = [
  'patios-and-decks',
  'outdoor-kitchens',
  'fire-pits-and-fireplaces',
  'landscape-lighting',
  'pergolas-and-gazebos',
] as const

export const serviceSlug = z.enum(SERVICE_SLUGS)
/** One of the eight service areas, which stay in code (src/content/serviceAreas/). */
export const cityId = z.enum(CITY_IDS)

export const slug = z.string().max(100).regex(SLUG_PATTERN, 'lowercase words joined by hyphens')

/** A calendar date, `YYYY-MM-DD`: a day, not a moment, so no time zone can move it. */
export const isoDate = z.iso.date()

/** Text of at most `max` characters (UTF-16 code units, as the rules' size() counts), not blank. */
export const text = (max: number) => z.string().trim().min(1).max(max)

/** An address on another site: https only. */
export const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain }).max(2048)

/** Position in lists (lower first), so the desk can reorder without renaming documents. */
export const order = z.int().min(0).max(100_000)
