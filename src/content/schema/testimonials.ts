/**
 * A `testimonials` document: a client's words, the pages that show them, and where they came
 * from. A real review names its source (Google, Houzz… with a link), its date and how the
 * client's consent was noted; only a sample, invented for the template and listed by the launch
 * check, may lack them (publishing invented reviews as real is unlawful in the US: 16 CFR 465).
 * docs/decisions/0020-content-snapshots.md.
 */
import { z } from 'zod'
import { cityId, contentStatus, httpsUrl, isoDate, order, serviceSlug, slug, text } from './common'

/** The pages that show chosen testimonials, besides a project's own page (`project`). */
export const TESTIMONIAL_PLACEMENTS = [
  'home',
  'services',
  'landing',
  'service-landing',
  'landscape-lighting',
  /** The service-area pages: each shows those from its city first, then its neighbours. */
  'service-areas',
] as const
export type TestimonialPlacement = (typeof TESTIMONIAL_PLACEMENTS)[number]

export const TESTIMONIAL_LIMITS = { quote: 1000, name: 60, about: 80, source: 40 } as const

const fields = {
  quote: text(TESTIMONIAL_LIMITS.quote),
  /** First name and initial ("Laura B.", "Dana and Chris M."), never a full name. */
  name: text(TESTIMONIAL_LIMITS.name),
  city: cityId,
  /** The service it is about, when one is. */
  service: serviceSlug.optional(),
  /** What the work was, shown under the name ("Patio and fire pit"). */
  about: text(TESTIMONIAL_LIMITS.about).optional(),
  /** Where the review was first published, with a link to it. */
  source: z.strictObject({ name: text(TESTIMONIAL_LIMITS.source), url: httpsUrl }).optional(),
  /** When the client wrote it. */
  date: isoDate.optional(),
  /** When and how the client agreed to its use here. */
  consent: z.strictObject({ noted: isoDate, how: text(200) }).optional(),
  /** Invented for the template: the launch check lists it, and no source is shown. */
  sample: z.boolean(),
  placements: z.array(z.enum(TESTIMONIAL_PLACEMENTS)).max(TESTIMONIAL_PLACEMENTS.length),
  /** The project whose page quotes it. */
  project: slug.optional(),
  order,
}

type Fields = { sample: boolean; source?: unknown; date?: unknown; consent?: unknown }

/** A real review carries its source, date and consent; a sample need not. */
function realReviewIsAttributed(value: Fields, ctx: z.RefinementCtx) {
  if (value.sample) return
  for (const field of ['source', 'date', 'consent'] as const)
    if (value[field] === undefined)
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: 'a review that is not a sample needs its source, date and consent',
      })
}

/** A `testimonials/{id}` document, draft or published. */
export const testimonialSchema = z
  .strictObject({ ...fields, status: contentStatus })
  .superRefine(realReviewIsAttributed)

/** A published testimonial as snapshots/testimonials.json holds it: its id, no status. */
export const snapshotTestimonialSchema = z
  .strictObject({ id: z.string().min(1), ...fields })
  .superRefine(realReviewIsAttributed)

export const testimonialsSnapshotSchema = z.array(snapshotTestimonialSchema)

export type TestimonialDocument = z.infer<typeof testimonialSchema>
export type SnapshotTestimonial = z.infer<typeof snapshotTestimonialSchema>
