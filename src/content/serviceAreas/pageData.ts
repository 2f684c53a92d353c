// Assembled by the route loaders at build, so no city's text ships in a script.
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

function nearest<T extends { city?: CityId | undefined }>(
  items: readonly T[],
  area: ServiceArea,
  max: number,
): T[] {
  const order = [area.id, ...area.nearby]
  return order.flatMap((id) => items.filter((item) => item.city === id)).slice(0, max)
}

// Without `resolveImage`, an asset's key: Node tools run without the bundler.
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

export function areaPaths(): string[] {
  return serviceAreas.map((area) => serviceAreaPath(area.id))
}
