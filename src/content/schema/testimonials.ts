// Only a sample may lack a source, date and consent: publishing invented reviews as real is
// unlawful in the US (16 CFR 465). docs/decisions/0020-content-snapshots.md
import { z } from 'zod'
import { cityId, contentStatus, httpsUrl, isoDate, order, serviceSlug, slug, text } from './common'

export const TESTIMONIAL_PLACEMENTS = [
  'home',
  'services',
  'landing',
  'service-landing',
  'landscape-lighting',
  'service-areas',
] as const
export type TestimonialPlacement = (typeof TESTIMONIAL_PLACEMENTS)[number]

export const TESTIMONIAL_LIMITS = { quote: 1000, name: 60, about: 80, source: 40 } as const

const fields = {
  quote: text(TESTIMONIAL_LIMITS.quote),
  // First name and initial, never a full name.
  name: text(TESTIMONIAL_LIMITS.name),
  city: cityId,
  service: serviceSlug.optional(),
  about: text(TESTIMONIAL_LIMITS.about).optional(),
  source: z.strictObject({ name: text(TESTIMONIAL_LIMITS.source), url: httpsUrl }).optional(),
  date: isoDate.optional(),
  consent: z.strictObject({ noted: isoDate, how: text(200) }).optional(),
  sample: z.boolean(),
  placements: z.array(z.enum(TESTIMONIAL_PLACEMENTS)).max(TESTIMONIAL_PLACEMENTS.length),
  project: slug.optional(),
  order,
}

type Fields = { sample: boolean; source?: unknown; date?: unknown; consent?: unknown }

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

export const testimonialSchema = z
  .strictObject({ ...fields, status: contentStatus })
  .superRefine(realReviewIsAttributed)

export const snapshotTestimonialSchema = z
  .strictObject({ id: z.string().min(1), ...fields })
  .superRefine(realReviewIsAttributed)

export const testimonialsSnapshotSchema = z.array(snapshotTestimonialSchema)

export type TestimonialDocument = z.infer<typeof testimonialSchema>
export type SnapshotTestimonial = z.infer<typeof snapshotTestimonialSchema>
