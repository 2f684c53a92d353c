// The portfolio's projects. A photo is in the gallery unless it is the "before" of another; the
// cover is one of the gallery's. What the form does not edit stays as stored (decision 0025).

import type { ContentStatus } from '../../content/schema/common'
import type { Photo, PhotoSource } from '../../content/schema/photo'
import { type ProjectDocument, projectSchema } from '../../content/schema/projects'
import type { CityId } from '../../content/serviceAreas/types'
import { cityName } from '../content/ChoiceField'
import { type Problems, schemaProblems } from '../content/formProblems'
import { PROJECTS } from '../content/kinds'
import { projectSlugFrom, projectSlugProblem } from '../content/projectSlug'
import { projects as projectStore } from '../content/stores'
import type { PhotoCardBase } from '../editing/PhotoCards'
import { NEW_PROJECT_PATH, PROJECTS_PATH, projectEditPath } from '../paths'
import type { Collection } from './collection'
import { ProjectFields, ProjectPreview } from './ProjectFields'
import { isPublished, statusFor, titledCopy } from './shared'

export interface PhotoCard extends PhotoCardBase {
  beforeOf: string
}

export interface ProjectValues {
  title: string
  slug: string
  slugEdited: boolean
  summary: string
  story: string
  city: CityId | ''
  location: string
  services: ProjectDocument['services']
  completed: string
  photos: PhotoCard[]
  cover: string
}

type Kept = Pick<ProjectDocument, 'tags' | 'features' | 'stats' | 'sample' | 'order'>

const NEW_PROJECT: Kept = { tags: [], features: [], stats: [], sample: false, order: 0 }

const sourceKey = (source: PhotoSource) =>
  source.kind === 'asset' ? `asset:${source.key}` : `upload:${source.hash}`

const card = (photo: Photo, beforeOf = ''): PhotoCard => ({
  key: sourceKey(photo.source),
  source: photo.source,
  alt: photo.alt,
  beforeOf,
  crop: photo.crop ?? '',
})

export function uploadCard(hash: string): PhotoCard {
  return card({ source: { kind: 'upload', hash }, alt: '' })
}

export function projectValues(doc: ProjectDocument | null): ProjectValues {
  if (!doc)
    return {
      title: '',
      slug: '',
      slugEdited: false,
      summary: '',
      story: '',
      city: '',
      location: '',
      services: [],
      completed: '',
      photos: [],
      cover: '',
    }
  const cards: PhotoCard[] = []
  const add = (next: PhotoCard) => {
    const at = cards.findIndex((c) => c.key === next.key)
    if (at === -1) cards.push(next)
    else if (next.beforeOf) cards[at] = { ...(cards[at] as PhotoCard), beforeOf: next.beforeOf }
  }
  // The gallery's order is the editor's; a "before" stands just before the photo it pairs with.
  for (const photo of doc.photos) add(card(photo))
  if (!cards.some((c) => c.key === sourceKey(doc.cover.source))) cards.unshift(card(doc.cover))
  for (const pair of doc.pairs) {
    add(card(pair.after))
    const before = card(pair.before, sourceKey(pair.after.source))
    const at = cards.findIndex((c) => c.key === before.beforeOf)
    if (cards.some((c) => c.key === before.key)) add(before)
    else cards.splice(at, 0, before)
  }
  return {
    title: doc.title,
    slug: doc.slug,
    slugEdited: true,
    summary: doc.summary,
    story: doc.story,
    city: doc.city,
    location: doc.location,
    services: doc.services,
    completed: doc.completed ?? '',
    photos: cards,
    cover: sourceKey(doc.cover.source),
  }
}

/** "Cover: Flagstone patio at dusk", else the file's name, else the photo's number. */
export function coverLabel(card: PhotoCard, number: number, fileName?: string): string {
  const alt = card.alt.trim()
  const name = alt.length > 80 ? `${alt.slice(0, 79)}…` : alt
  if (name) return `Cover: ${name}`
  if (fileName) return `Cover: ${fileName}`
  return `Cover: photo ${number}${card.source.kind === 'asset' ? `, ${card.source.key}` : ''}`
}

export function withTitle(values: ProjectValues, title: string): ProjectValues {
  return values.slugEdited
    ? { ...values, title }
    : { ...values, title, slug: projectSlugFrom(title) }
}

export function movePhoto(photos: PhotoCard[], index: number, step: -1 | 1): PhotoCard[] {
  const to = index + step
  if (index < 0 || to < 0 || to >= photos.length) return photos
  const next = [...photos]
  ;[next[index], next[to]] = [next[to] as PhotoCard, next[index] as PhotoCard]
  return next
}

export function removePhoto(values: ProjectValues, key: string): ProjectValues {
  return {
    ...values,
    cover: values.cover === key ? '' : values.cover,
    photos: values.photos
      .filter((c) => c.key !== key)
      .map((c) => (c.beforeOf === key ? { ...c, beforeOf: '' } : c)),
  }
}

const photoOf = (c: PhotoCard): Photo => ({
  source: c.source,
  alt: c.alt.trim(),
  ...(c.crop ? { crop: c.crop } : {}),
})

export function projectDocument(
  values: ProjectValues,
  stored: ProjectDocument | null,
  status: ContentStatus,
): unknown {
  const kept: Kept = stored
    ? {
        tags: stored.tags,
        features: stored.features,
        stats: stored.stats,
        sample: stored.sample,
        order: stored.order,
      }
    : NEW_PROJECT
  const befores = new Set(values.photos.filter((c) => c.beforeOf).map((c) => c.key))
  const gallery = values.photos.filter((c) => !befores.has(c.key))
  const cover = gallery.find((c) => c.key === values.cover)
  const byKey = new Map(values.photos.map((c) => [c.key, c]))
  return {
    slug: values.slug.trim(),
    title: values.title,
    summary: values.summary,
    story: values.story,
    city: values.city,
    location: values.location,
    services: values.services,
    tags: kept.tags,
    ...(values.completed ? { completed: values.completed } : {}),
    cover: cover ? photoOf(cover) : undefined,
    photos: gallery.map(photoOf),
    pairs: values.photos.flatMap((c) => {
      const after = c.beforeOf ? byKey.get(c.beforeOf) : undefined
      return after ? [{ before: photoOf(c), after: photoOf(after) }] : []
    }),
    features: kept.features,
    stats: kept.stats,
    sample: kept.sample,
    order: kept.order,
    status,
  }
}

function fieldOf(path: string, values: ProjectValues): string {
  const [head, index, part] = path.split('.')
  if (head === 'photos' && index !== undefined && part === 'alt') {
    const befores = new Set(values.photos.filter((c) => c.beforeOf).map((c) => c.key))
    const gallery = values.photos.filter((c) => !befores.has(c.key))
    const c = gallery[Number(index)]
    return c ? `photo.${c.key}` : 'photos'
  }
  if (head === 'pairs' && index !== undefined) {
    const before = values.photos.filter((p) => p.beforeOf)[Number(index)]
    const key = part === 'after' ? before?.beforeOf : before?.key
    return key ? `photo.${key}` : 'photos'
  }
  if (head === 'cover' && values.cover) return `photo.${values.cover}`
  return head ?? 'document'
}

export function projectProblems(values: ProjectValues, status: ContentStatus): Problems {
  const problems: Problems = {}
  const slugProblem = projectSlugProblem(values.slug.trim())
  if (slugProblem) problems.slug = slugProblem
  if (!values.city) problems.city = 'Choose the city the job is in.'
  if (!values.services.length) problems.services = 'Choose at least one service.'
  if (!values.cover) problems.cover = 'Mark one photo as the cover.'
  for (const c of values.photos)
    if (!c.alt.trim()) problems[`photo.${c.key}`] = 'Describe what this photo shows.'
  const draft = projectDocument(values, null, status)
  for (const [path, message] of Object.entries(schemaProblems(projectSchema, draft))) {
    const field = fieldOf(path, values)
    problems[field] ??= message
  }
  return problems
}

export function checkProject(
  values: ProjectValues,
  stored: ProjectDocument | null,
  status: ContentStatus,
): { doc: ProjectDocument } | { problems: Problems } {
  const problems = projectProblems(values, status)
  if (Object.keys(problems).length) return { problems }
  return { doc: projectSchema.parse(projectDocument(values, stored, status)) }
}

export const PROJECT_FIELD_LABELS: Partial<Record<keyof ProjectValues, string>> = {
  title: 'title',
  slug: 'address',
  summary: 'summary',
  story: 'story',
  city: 'city',
  location: 'place',
  services: 'services',
  completed: 'completed date',
  photos: 'photos (their order, alt text or pairs)',
  cover: 'cover',
}

export const projects: Collection<ProjectDocument, ProjectValues> = {
  name: 'projects',
  kind: PROJECTS,
  store: projectStore,
  publishing: 'draft-publish',
  labels: {
    noun: 'project',
    list: {
      title: 'Projects',
      back: 'All projects',
      path: PROJECTS_PATH,
      add: { label: 'Add a job', path: NEW_PROJECT_PATH },
      empty: 'No projects yet.',
      invalid: 'Projects the desk cannot edit',
    },
    heading: (stored) => (stored ? `Edit: ${stored.doc.title}` : 'Add a job'),
    fields: PROJECT_FIELD_LABELS,
    slug: 'address',
  },
  toValues: projectValues,
  toDoc: (values, { stored, action }) => checkProject(values, stored, statusFor(action, stored)),
  Fields: ProjectFields,
  Preview: ProjectPreview,
  previewPlacement: 'below',
  isLive: isPublished,
  whereLive: (doc) => (
    <>
      at <span className="wrap-anywhere">/portfolio/{doc.slug}/</span>, on {cityName(doc.city)}’s
      page and on its services’ pages
    </>
  ),
  publicPath: (doc) => `/portfolio/${doc.slug}/`,
  editPath: projectEditPath,
  copy: titledCopy,
  title: (doc) => doc.title,
  summary: (doc) => `${doc.title}: ${doc.summary}`,
  readsOthers: true,
  deleteMessage: (_, live) =>
    `${live ? 'It leaves the site with the build it asks for. ' : ''}For 30 days it can be restored, as a draft, from “Recently deleted” under the projects.`,
  order: (a, b) => a.order - b.order,
  listItem: ({ doc }) => ({
    title: doc.title,
    note: `${doc.location} · ${doc.status === 'published' ? 'Published' : 'Draft'} · ${doc.photos.length + doc.pairs.length} photos`,
  }),
  fieldOf: (path) => (path.startsWith('photo.') ? 'photos' : path),
}
