/**
 * A `projects` document: one finished job, shown on its own page (/portfolio/{slug}/), in the
 * portfolio grid, on its city's page and on the pages of its services. The desk writes it, the
 * rules tests check the rules against it, the snapshot validates with it and the build reads the
 * snapshot's form of it (`snapshotProjectSchema`). docs/decisions/0020-content-snapshots.md.
 */
import { z } from 'zod'
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
    /** A sentence under the title and on the project's card. */
    summary: text(PROJECT_LIMITS.summary),
    /** The story of the job in markdown: paragraphs separated by a blank line. */
    story: text(PROJECT_LIMITS.story),
    /** The service area it is in: its city page shows it. */
    city: cityId,
    /** The place as the page names it ("North Raleigh, NC"). */
    location: text(PROJECT_LIMITS.location),
    /** The service pages it belongs to. */
    services: z.array(serviceSlug).min(1).max(5),
    /** The short labels on its card ("Patio", "Fire pit"). */
    tags: z.array(text(PROJECT_LIMITS.tag)).max(PROJECT_LIMITS.tags),
    /** When the work was finished (absent on today's sample projects). */
    completed: isoDate.optional(),
    /** The picture at the top of its page and on its card. */
    cover: photo,
    /** The gallery, in order. */
    photos: z.array(photo).max(PROJECT_LIMITS.photos),
    /** The same view before and after the work: the comparison slider. */
    pairs: z.array(z.strictObject({ before: photo, after: photo })).max(PROJECT_LIMITS.pairs),
    features: z.array(text(PROJECT_LIMITS.feature)).max(PROJECT_LIMITS.features),
    stats: z.array(stat).max(PROJECT_LIMITS.stats),
    /** Invented content the launch check lists until it is replaced. */
    sample: z.boolean(),
    order,
  }
}

/** A `projects/{id}` document, draft or published. */
export const projectSchema = z.strictObject({
  ...projectShape(photoSchema),
  status: contentStatus,
})

/** A published project as snapshots/projects.json holds it: its id, no status. */
export const snapshotProjectSchema = z.strictObject({
  id: z.string().min(1),
  ...projectShape(snapshotPhotoSchema),
})

export const projectsSnapshotSchema = z.array(snapshotProjectSchema)

export type ProjectDocument = z.infer<typeof projectSchema>
export type SnapshotProject = z.infer<typeof snapshotProjectSchema>
