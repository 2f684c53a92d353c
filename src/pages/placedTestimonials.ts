/**
 * The testimonials a page shows arrive as its route's loader data (src/routes.tsx, `placed`):
 * picked from the snapshot at build, so no page's script carries the list. Pages read it inline
 * (`placedTestimonials(useLoaderData())`), which keeps a shared chunk out of their first load.
 */
import type { Testimonial } from '../content/types'

export interface PlacedTestimonials {
  testimonials: Testimonial[]
}
