// Route loaders hand each page its own testimonials at build, so no bundle carries the list.
// Samples are invented and must be replaced before launch (16 CFR 465; ./schema/testimonials.ts).
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

export function cityLocation(city: SnapshotTestimonial['city']): string {
  return `${serviceAreaById(city)?.name ?? city}, NC`
}

// The date is formatted at build, so server and browser render the same text.
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

export function testimonialsFor(
  placement: TestimonialPlacement,
  list: readonly SnapshotTestimonial[] = allTestimonials,
): Testimonial[] {
  return list.filter((entry) => entry.placements.includes(placement)).map(testimonialView)
}

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
