/** The desk's stores of the content collections (./contentStore.ts). */
import { Timestamp } from 'firebase/firestore'
import { z } from 'zod'
import { type PostDocument, postWriteSchema } from '../../blog/schema'
import { businessSchema } from '../../content/schema/business'
import { faqListSchema } from '../../content/schema/faqs'
import { pricesSchema } from '../../content/schema/prices'
import { projectSchema } from '../../content/schema/projects'
import { teamMemberSchema } from '../../content/schema/team'
import { testimonialSchema } from '../../content/schema/testimonials'
import { contentStore } from './contentStore'
import { BUSINESS, FAQS, POSTS, PRICES, PROJECTS, TEAM, TESTIMONIALS } from './kinds'
import { projectSlugProblem } from './projectSlug'

// A post's dates are timestamps in Firestore (the rules and a visitor's query compare them) and
// ISO text in the desk: checked as the rules would check them, written as timestamps.
const withDates = (value: unknown) => {
  const post = value as Partial<Record<'publishedAt' | 'updatedAt', unknown>>
  const date = (v: unknown) => (typeof v === 'string' ? new Date(v) : v)
  const { updatedAt: _stamped, ...rest } = post
  return { ...rest, publishedAt: date(post.publishedAt) }
}

function encodePost({ updatedAt: _stamped, publishedAt, ...post }: PostDocument) {
  return { ...post, publishedAt: Timestamp.fromDate(new Date(publishedAt)) }
}

export const posts = contentStore(POSTS, z.preprocess(withDates, postWriteSchema), {
  encode: encodePost,
})

export const projects = contentStore(PROJECTS, projectSchema, {
  check: (project) => {
    const problem = projectSlugProblem(project.slug)
    return problem ? [`slug: ${problem}`] : []
  },
})

export const testimonials = contentStore(TESTIMONIALS, testimonialSchema)

export const business = contentStore(BUSINESS, businessSchema)

export const prices = contentStore(PRICES, pricesSchema)

export const faqs = contentStore(FAQS, faqListSchema)

export const team = contentStore(TEAM, teamMemberSchema)
