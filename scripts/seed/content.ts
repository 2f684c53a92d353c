// The desk starts from what the site shows (docs/decisions/0020-content-snapshots.md).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Firestore } from 'firebase-admin/firestore'
import { businessSchema } from '../../src/content/schema/business'
import { CONTENT_PATHS } from '../../src/content/schema/common'
import { faqListSchema, faqsSnapshotSchema } from '../../src/content/schema/faqs'
import type { SnapshotPhoto } from '../../src/content/schema/photo'
import { pricesSchema } from '../../src/content/schema/prices'
import { projectSchema, projectsSnapshotSchema } from '../../src/content/schema/projects'
import { teamMemberSchema, teamSnapshotSchema } from '../../src/content/schema/team'
import {
  testimonialSchema,
  testimonialsSnapshotSchema,
} from '../../src/content/schema/testimonials'
import { CONTENT_FILES } from '../snapshot/outputs'

export interface ContentSeed {
  path: string
  data: Record<string, unknown>
}

const stored = ({ source, alt }: SnapshotPhoto) => ({ source, alt })

export function contentSeedDocuments(root = '.'): ContentSeed[] {
  const read = (name: keyof typeof CONTENT_FILES) =>
    JSON.parse(readFileSync(join(root, CONTENT_FILES[name]), 'utf8')) as unknown
  const projects = projectsSnapshotSchema.parse(read('projects')).map(({ id, ...project }) => ({
    path: `${CONTENT_PATHS.projects}/${id}`,
    data: projectSchema.parse({
      ...project,
      cover: stored(project.cover),
      photos: project.photos.map(stored),
      pairs: project.pairs.map((pair) => ({
        before: stored(pair.before),
        after: stored(pair.after),
      })),
      status: 'published',
    }),
  }))
  const testimonials = testimonialsSnapshotSchema
    .parse(read('testimonials'))
    .map(({ id, ...testimonial }) => ({
      path: `${CONTENT_PATHS.testimonials}/${id}`,
      data: testimonialSchema.parse({ ...testimonial, status: 'published' }),
    }))
  const faqs = faqsSnapshotSchema.parse(read('faqs')).map(({ id, ...list }) => ({
    path: `${CONTENT_PATHS.faqs}/${id}`,
    data: faqListSchema.parse(list),
  }))
  const team = teamSnapshotSchema.parse(read('team')).map(({ id, photo, ...member }) => ({
    path: `${CONTENT_PATHS.team}/${id}`,
    data: teamMemberSchema.parse({ ...member, photo: stored(photo), status: 'published' }),
  }))
  return [
    ...projects,
    ...testimonials,
    ...faqs,
    ...team,
    { path: CONTENT_PATHS.business, data: businessSchema.parse(read('business')) },
    { path: CONTENT_PATHS.prices, data: pricesSchema.parse(read('prices')) },
  ]
}

export async function seedContent(db: Firestore, docs = contentSeedDocuments()): Promise<void> {
  const batch = db.batch()
  for (const doc of docs) batch.set(db.doc(doc.path), doc.data)
  await batch.commit()
}
