import { useLoaderData } from 'react-router-dom'
import type { Feature } from '../content/types'
import { CardGrid } from './CardGrid'

/** A service page's loader data (src/routes.tsx, `servicePage`). */
export interface ServicePageData {
  testimonials: import('../content/types').Testimonial[]
  projects: Feature[]
}

export function ServiceProjects({ title }: { title: string }) {
  const projects = (useLoaderData() as ServicePageData | null)?.projects ?? []
  if (!projects.length) return null
  return <CardGrid id="service-work" title={title} cards={projects} tone="paper" />
}
