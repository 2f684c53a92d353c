/**
 * The testimonials a page shows, from its route's loader data (src/routes.tsx, `placed`): picked
 * from the snapshot at build, so no page's script carries the list.
 */
import { useLoaderData } from 'react-router-dom'
import type { Testimonial } from '../content/types'

export interface PlacedTestimonials {
  testimonials: Testimonial[]
}

export function usePlacedTestimonials(): Testimonial[] {
  return (useLoaderData() as PlacedTestimonials | null)?.testimonials ?? []
}
