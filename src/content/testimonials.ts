/**
 * Client testimonials: the desk's `testimonials` collection, through snapshots/testimonials.json
 * (only published ones are there). Each names the pages that show it; route loaders hand each
 * page its own at build time, so no client bundle carries the list.
 *
 * A sample is invented copy written for the launch template: publishing invented reviews as
 * real is unlawful in the US (16 CFR 465), so each must be replaced by a real, attributable
 * review (or removed) before going live. `npm run check:launch` lists them.
 * docs/decisions/0020-content-snapshots.md.
 */
import testimonialsSnapshot from '../../snapshots/testimonials.json' with { type: 'json' }
import { formatPostDate } from '../blog/format'
import type { Samples } from './samples'
import {
  type SnapshotTestimonial,
  type TestimonialPlacement,
  testimonialsSnapshotSchema,
} from './schema/testimonials'
import { serviceAreaById } from './serviceAreas'
import type { Testimonial } from './types'

export const allTestimonials: readonly SnapshotTestimonial[] = testimonialsSnapshotSchema
  .parse(testimonialsSnapshot)
  .sort((a, b) => a.order - b.order)

/** "Raleigh, NC": the city's name as the service-area list writes it. */
export function cityLocation(city: SnapshotTestimonial['city']): string {
  return `${serviceAreaById(city)?.name ?? city}, NC`
}

/**
 * What a page shows of a testimonial. A real review also shows where and when it was written;
 * the date is a calendar day, formatted here at build the way post dates are (US Eastern,
 * src/blog/format.ts), so server and browser render the same text.
 */
export function testimonialView(entry: SnapshotTestimonial): Testimonial {
  const real = !entry.sample
  return {
    name: entry.name,
    location: cityLocation(entry.city),
    city: entry.city,
    quote: entry.quote,
    ...(entry.about ? { project: entry.about } : {}),
    ...(real && entry.source ? { source: entry.source } : {}),
    ...(real && entry.date
      ? { date: { iso: entry.date, label: formatPostDate(`${entry.date}T12:00:00.000Z`) } }
      : {}),
  }
}

/** The testimonials a page shows, in order. */
export function testimonialsFor(
  placement: TestimonialPlacement,
  list: readonly SnapshotTestimonial[] = allTestimonials,
): Testimonial[] {
  return list.filter((entry) => entry.placements.includes(placement)).map(testimonialView)
}

/** The client's words on a project's page, when there are any. */
export function projectTestimonial(
  slug: string,
  list: readonly SnapshotTestimonial[] = allTestimonials,
): Testimonial | undefined {
  const entry = list.find((t) => t.project === slug)
  return entry && testimonialView(entry)
}

export const samples: Samples = allTestimonials
  .filter((entry) => entry.sample)
  .map((entry) => ({
    name: `Testimonial by ${entry.name}, ${cityLocation(entry.city)}`,
    why: 'Invented review: replace with a real, attributable client review or remove it',
  }))
