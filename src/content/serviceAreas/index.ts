import type { Samples } from '../samples'
import { apex } from './apex'
import { cary } from './cary'
import { chapelHill } from './chapelHill'
import { durham } from './durham'
import { garner } from './garner'
import { morrisville } from './morrisville'
import { raleigh } from './raleigh'
import type { CityId, ServiceArea } from './types'
import { wakeForest } from './wakeForest'

export type { CityId, ServiceArea, ServiceSlug } from './types'

export const serviceAreas: readonly ServiceArea[] = [
  raleigh,
  durham,
  chapelHill,
  cary,
  wakeForest,
  apex,
  morrisville,
  garner,
]

export function serviceAreaById(id: string): ServiceArea | undefined {
  return serviceAreas.find((area) => area.id === id)
}

export function serviceAreaPath(id: CityId): string {
  return `/service-areas/${id}/`
}

export const samples: Samples = serviceAreas.map((area) => ({
  name: `Service area page: ${area.name}`,
  why: 'Local details (requests, site conditions, permit office, neighbourhoods) are sample content written for the template: confirm each with the team before launch',
}))
