// docs/decisions/0024.
import { type BusinessSettings, businessSchema } from '../../content/schema/business'
import { CONTENT_PATHS } from '../../content/schema/common'
import { type PricesSettings, pricesSchema } from '../../content/schema/prices'
import { type ProjectDocument, projectSchema } from '../../content/schema/projects'
import { type TestimonialDocument, testimonialSchema } from '../../content/schema/testimonials'
import type { DocKind } from '../store/kind'
import { type Stored, storedFrom } from './stored'

export const PROJECT_SLUGS = 'projectSlugs'
export const SETTINGS = 'settings'

export const PROJECTS: DocKind<Stored<ProjectDocument>> = {
  collection: CONTENT_PATHS.projects,
  noun: 'project',
  parse: (id, data) => storedFrom(projectSchema, id, data),
  slugs: { namespace: PROJECT_SLUGS, holder: 'projectId' },
  history: true,
  tombstones: 'deletedProjects',
}

export const TESTIMONIALS: DocKind<Stored<TestimonialDocument>> = {
  collection: CONTENT_PATHS.testimonials,
  noun: 'testimonial',
  parse: (id, data) => storedFrom(testimonialSchema, id, data),
}

export const BUSINESS: DocKind<Stored<BusinessSettings>> = {
  collection: SETTINGS,
  noun: 'business facts',
  parse: (id, data) => storedFrom(businessSchema, id, data),
}

export const PRICES: DocKind<Stored<PricesSettings>> = {
  collection: SETTINGS,
  noun: 'price list',
  parse: (id, data) => storedFrom(pricesSchema, id, data),
}

export const SETTINGS_IDS = { business: 'business', prices: 'prices' } as const
