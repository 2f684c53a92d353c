// docs/decisions/0018, 0024.
import { COLLECTION as POST_COLLECTION } from '../../blog/live'
import { type PostDocument, parsePostDocument } from '../../blog/schema'
import { type BusinessSettings, businessSchema } from '../../content/schema/business'
import { CONTENT_PATHS } from '../../content/schema/common'
import { type FaqListDocument, faqListSchema } from '../../content/schema/faqs'
import { type PricesSettings, pricesSchema } from '../../content/schema/prices'
import { type ProjectDocument, projectSchema } from '../../content/schema/projects'
import { type TeamMemberDocument, teamMemberSchema } from '../../content/schema/team'
import { type TestimonialDocument, testimonialSchema } from '../../content/schema/testimonials'
import type { DocKind } from '../store/kind'
import { type Stored, storedFrom } from './stored'

export const POST_SLUGS = 'slugs'
export const PROJECT_SLUGS = 'projectSlugs'
export const SETTINGS = 'settings'

/** A post's `updatedAt` is in its document too: the blog shows "Updated". */
export const POSTS: DocKind<Stored<PostDocument>> = {
  collection: POST_COLLECTION,
  noun: 'post',
  parse: (id, data) => {
    const parsed = parsePostDocument(data)
    return parsed.ok ? { id, doc: parsed.post, updatedAt: parsed.post.updatedAt ?? null } : null
  },
  slugs: { namespace: POST_SLUGS, holder: 'postId' },
  history: true,
  tombstones: 'deletedPosts',
}

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
  history: true,
}

export const BUSINESS: DocKind<Stored<BusinessSettings>> = {
  collection: SETTINGS,
  noun: 'business facts',
  parse: (id, data) => storedFrom(businessSchema, id, data),
  history: true,
}

export const PRICES: DocKind<Stored<PricesSettings>> = {
  collection: SETTINGS,
  noun: 'price list',
  parse: (id, data) => storedFrom(pricesSchema, id, data),
  history: true,
}

export const FAQS: DocKind<Stored<FaqListDocument>> = {
  collection: CONTENT_PATHS.faqs,
  noun: 'questions',
  parse: (id, data) => storedFrom(faqListSchema, id, data),
  history: true,
}

export const TEAM: DocKind<Stored<TeamMemberDocument>> = {
  collection: CONTENT_PATHS.team,
  noun: 'team member',
  parse: (id, data) => storedFrom(teamMemberSchema, id, data),
  history: true,
}

export const SETTINGS_IDS = { business: 'business', prices: 'prices' } as const
