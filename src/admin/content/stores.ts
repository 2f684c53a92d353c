/** The desk's stores of the content collections (./contentStore.ts). */
import { businessSchema } from '../../content/schema/business'
import { pricesSchema } from '../../content/schema/prices'
import { projectSchema } from '../../content/schema/projects'
import { testimonialSchema } from '../../content/schema/testimonials'
import { contentStore } from './contentStore'
import { BUSINESS, PRICES, PROJECTS, TESTIMONIALS } from './kinds'
import { projectSlugProblem } from './projectSlug'

export const projects = contentStore(PROJECTS, projectSchema, (project) => {
  const problem = projectSlugProblem(project.slug)
  return problem ? [`slug: ${problem}`] : []
})

export const testimonials = contentStore(TESTIMONIALS, testimonialSchema)

export const business = contentStore(BUSINESS, businessSchema)

export const prices = contentStore(PRICES, pricesSchema)
