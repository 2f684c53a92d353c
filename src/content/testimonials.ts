/**
 * Client testimonials. Every entry is SAMPLE content written for the site's launch template:
 * publishing invented reviews as real is unlawful in the US, so each must be replaced by a real,
 * attributable review (or removed) before going live. `npm run check:launch` lists them.
 */
import type { Samples } from './samples'
import type { Testimonial } from './types'

export interface SampleTestimonial extends Testimonial {
  sample: true
}

export const homeTestimonials: readonly SampleTestimonial[] = [
  {
    name: 'Laura B.',
    location: 'Raleigh, NC',
    city: 'raleigh',
    project: 'Patio and fire pit',
    quote:
      'From the first sketch to the last paver, Oak & Ember listened. Our patio drains perfectly after the summer storms, and the fire pit is where our family ends every weekend.',
    sample: true,
  },
  {
    name: 'Kevin and Amy D.',
    location: 'Durham, NC',
    city: 'durham',
    project: 'Outdoor kitchen',
    quote:
      'They gave us a clear price, pulled the permit, and finished a week early. The outdoor kitchen has paid for itself in summer nights we no longer spend indoors.',
    sample: true,
  },
]

export const servicesTestimonial: readonly SampleTestimonial[] = [
  {
    name: 'Rosa M.',
    location: 'Apex, NC',
    city: 'apex',
    project: 'Pergola and lighting',
    quote:
      'One team handled the design, the pergola, the electrical and the lighting. No juggling contractors, no surprises on the invoice, and a crew that cleaned up every single day.',
    sample: true,
  },
]

export const landingTestimonial: readonly SampleTestimonial[] = [
  {
    name: 'Tom H.',
    location: 'Wake Forest, NC',
    city: 'wake-forest',
    project: 'Composite deck',
    quote:
      'Honest advice, a fair estimate and real craftsmanship. Three neighbors have asked who built our deck.',
    sample: true,
  },
]

export const serviceLandingTestimonials: readonly SampleTestimonial[] = [
  {
    name: 'Brianna K.',
    location: 'Morrisville, NC',
    city: 'morrisville',
    project: 'Paver patio',
    quote:
      'The 3D design sold us. What they drew is exactly what they built, down to the border pattern.',
    sample: true,
  },
  {
    name: 'Hector G.',
    location: 'Garner, NC',
    city: 'garner',
    project: 'Fire pit and seating',
    quote:
      'Quick to answer, on time every day, and the fire pit area looks like it has always been part of the yard.',
    sample: true,
  },
]

/** The landscape lighting page's three client quotes (name plus city). */
export const lightingTestimonials: readonly SampleTestimonial[] = [
  {
    name: 'Melissa P.',
    location: 'Cary, NC',
    city: 'cary',
    quote:
      'Our house finally looks as good at night as it does in the day, and the timer means we never think about it.',
    sample: true,
  },
  {
    name: 'James O.',
    location: 'Raleigh, NC',
    city: 'raleigh',
    quote:
      'They lit our steps and the old oak out front. It feels safer coming home, and the electric bill barely moved.',
    sample: true,
  },
  {
    name: 'Sarah and Dev L.',
    location: 'Chapel Hill, NC',
    city: 'chapel-hill',
    quote:
      'Warm, soft and not a hint of glare into the neighbors’ windows. Exactly what we asked for.',
    sample: true,
  },
]

export const allTestimonials = [
  ...homeTestimonials,
  ...servicesTestimonial,
  ...landingTestimonial,
  ...serviceLandingTestimonials,
  ...lightingTestimonials,
]

/** Every testimonial above is invented sample copy (see the note at the top). */
export const samples: Samples = allTestimonials.map((t) => ({
  name: `Testimonial by ${t.name}, ${t.location}`,
  why: 'Invented review: replace with a real, attributable client review or remove it',
}))
