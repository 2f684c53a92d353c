// One schema for the desk, the rules tests, the snapshot and the build:
// docs/decisions/0020-content-snapshots.md
import { z } from 'zod'
import { markdownIssue } from '../../blog/markdownBounds'
import { cityId, contentStatus, isoDate, order, serviceSlug, slug, text } from './common'
import { photoSchema, snapshotPhotoSchema } from './photo'

export const PROJECT_LIMITS = {
  title: 200,
  summary: 400,
  story: 20_000,
  location: 100,
  tag: 40,
  tags: 8,
  feature: 200,
  features: 12,
  stats: 8,
  photos: 24,
  pairs: 6,
} as const

const stat = z.strictObject({
  value: text(40),
  label: text(100),
  detail: text(300).optional(),
})

function projectShape<P extends typeof photoSchema | typeof snapshotPhotoSchema>(photo: P) {
  return {
    slug,
    title: text(PROJECT_LIMITS.title),
    summary: text(PROJECT_LIMITS.summary),
    // Markdown, within the parser's bounds (decision 0037).
    story: text(PROJECT_LIMITS.story).superRefine(markdownIssue('The story ')),
    city: cityId,
    location: text(PROJECT_LIMITS.location),
    services: z.array(serviceSlug).min(1).max(5),
    tags: z.array(text(PROJECT_LIMITS.tag)).max(PROJECT_LIMITS.tags),
    completed: isoDate.optional(),
    cover: photo,
    photos: z.array(photo).max(PROJECT_LIMITS.photos),
    pairs: z.array(z.strictObject({ before: photo, after: photo })).max(PROJECT_LIMITS.pairs),
    features: z.array(text(PROJECT_LIMITS.feature)).max(PROJECT_LIMITS.features),
    stats: z.array(stat).max(PROJECT_LIMITS.stats),
    sample: z.boolean(),
    order,
  }
}

export const projectSchema = z.strictObject({
  ...projectShape(photoSchema),
  status: contentStatus,
})

export const snapshotProjectSchema = z.strictObject({
  id: z.string().min(1),
  ...projectShape(snapshotPhotoSchema),
})

export const projectsSnapshotSchema = z.array(snapshotProjectSchema)

export type ProjectDocument = z.infer<typeof projectSchema>
export type SnapshotProject = z.infer<typeof snapshotProjectSchema>
