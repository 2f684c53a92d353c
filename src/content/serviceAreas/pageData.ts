/**
 * What a service-area page is built from: the city's own text, and the projects and reviews from
 * it or its nearest neighbours. Assembled by the route loaders at build time, so each pre-rendered
 * page carries its own city's data and no city's text ships in a script.
 */

import { type Project, projects } from '../portfolio'
import type { SnapshotTestimonial } from '../schema/testimonials'
import { projectCard, type ResolveImage } from '../serviceProjects'
import { allTestimonials, testimonialView } from '../testimonials'
import type { Feature, Testimonial } from '../types'
import { serviceAreaById, serviceAreaPath, serviceAreas } from './index'
import { MAP_PINS } from './map'
import type { CityId, ServiceArea } from './types'

export interface AreaPageData {
  area: ServiceArea
  /** Project cards linking to their pages: from the city first, then its neighbours. */
  projects: Feature[]
  testimonials: Testimonial[]
}

export interface AreaSummary {
  id: CityId
  name: string
  county: string
  path: string
  intro: string
  pin: { x: number; y: number }
}

/** Up to `max` items from the city, then from its neighbours in order of distance. */
function nearest<T extends { city?: CityId | undefined }>(
  items: readonly T[],
  area: ServiceArea,
  max: number,
): T[] {
  const order = [area.id, ...area.nearby]
  return order.flatMap((id) => items.filter((item) => item.city === id)).slice(0, max)
}

/**
 * A city's page data. `resolveImage` turns a project's cover into the card's picture: the route
 * loader passes the build's resolver (src/pages/portfolio/photos.ts); a committed asset's key
 * otherwise, as Node tools without the bundler read it.
 */
export function areaPageData(
  id: string | undefined,
  content: {
    projects?: readonly Project[]
    testimonials?: readonly SnapshotTestimonial[]
    resolveImage?: ResolveImage
  } = {},
): AreaPageData | null {
  const { projects: work = projects, testimonials = allTestimonials, resolveImage } = content
  const area = serviceAreaById(id ?? '')
  if (!area) return null
  return {
    area,
    projects: nearest(work, area, 2).map((project) => projectCard(project, resolveImage)),
    testimonials: nearest(
      testimonials.filter((entry) => entry.placements.includes('service-areas')),
      area,
      2,
    ).map(testimonialView),
  }
}

export function areaSummaries(): AreaSummary[] {
  return serviceAreas.map((area) => ({
    id: area.id,
    name: area.name,
    county: area.county,
    path: serviceAreaPath(area.id),
    intro: area.intro,
    pin: MAP_PINS[area.id],
  }))
}

/** The pre-rendered city pages. */
export function areaPaths(): string[] {
  return serviceAreas.map((area) => serviceAreaPath(area.id))
}
