// Nothing is written unless every read succeeded (docs/decisions/0020-content-snapshots.md).
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Firestore } from 'firebase-admin/firestore'
import type { z } from 'zod'
import { businessSchema } from '../../src/content/schema/business'
import { CONTENT_PATHS } from '../../src/content/schema/common'
import {
  FAQ_PAGES,
  faqListSchema,
  type SnapshotFaqList,
  snapshotFaqListSchema,
} from '../../src/content/schema/faqs'
import type { Photo, SnapshotPhoto } from '../../src/content/schema/photo'
import { pricesSchema } from '../../src/content/schema/prices'
import {
  projectSchema,
  type SnapshotProject,
  snapshotProjectSchema,
} from '../../src/content/schema/projects'
import {
  type SnapshotTeamMember,
  snapshotTeamMemberSchema,
  teamMemberSchema,
} from '../../src/content/schema/team'
import {
  type SnapshotTestimonial,
  snapshotTestimonialSchema,
  testimonialSchema,
} from '../../src/content/schema/testimonials'
import { encodeNatural, pruneNatural } from './bodyImages'
import { SnapshotError } from './firestore'
import { CONTENT_FILES, CONTENT_MEDIA_DIR, CONTENT_MEDIA_URL } from './outputs'
import { withTimeout } from './timeout'
import { reasonOf } from './warnings'

export interface UploadReader {
  get(hash: string): Promise<{ bytes: Buffer } | null>
}

export function diskUploads(dir: string): UploadReader {
  return {
    async get(hash) {
      for (const ext of ['jpg', 'webp']) {
        const file = join(dir, `${hash}.${ext}`)
        if (existsSync(file)) return { bytes: await readFile(file) }
      }
      return null
    },
  }
}

export interface ContentSnapshotOptions {
  db: Firestore
  target: string
  root: string
  uploads: UploadReader
  timeoutMs: number
  log: (line: string) => void
  warn: (line: string) => void
}

export interface ContentSnapshotSummary {
  projects: number
  testimonials: number
  skipped: number
  photosEncoded: number
  changed: string[]
}

const problems = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`)

function previous<T>(file: string): T | null {
  try {
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null
  } catch {
    return null
  }
}

/** Same data, same bytes. */
export function serializeContent(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`
}

async function writeIfChanged(file: string, text: string): Promise<boolean> {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false
  const temp = `${file}.tmp-${process.pid}`
  await mkdir(dirname(file), { recursive: true })
  await writeFile(temp, text)
  await rename(temp, file)
  return true
}

function filesOf(photo: SnapshotPhoto): string[] {
  const r = photo.responsive
  if (!r) return []
  const paths = [
    r.src,
    ...r.sources.flatMap((s) => s.srcSet.split(', ').map((e) => e.split(' ')[0])),
  ]
  return paths.map((path) => (path ?? '').slice(CONTENT_MEDIA_URL.length + 1))
}

interface PhotoContext {
  uploads: UploadReader
  dir: string
  made: Map<string, SnapshotPhoto['responsive']>
  encoded: number
}

async function withVariants(photo: Photo, ctx: PhotoContext): Promise<SnapshotPhoto> {
  if (photo.source.kind === 'asset') return photo
  const { hash } = photo.source
  const made = ctx.made.get(hash)
  if (made && filesOf({ ...photo, responsive: made }).every((f) => existsSync(join(ctx.dir, f))))
    return { ...photo, responsive: made }
  const stored = await ctx.uploads.get(hash)
  if (!stored) throw new Error(`upload ${hash} is not in the media store`)
  if (createHash('sha256').update(stored.bytes).digest('hex') !== hash)
    throw new Error(`upload ${hash} does not hold the bytes its name promises`)
  const variants = await encodeNatural(stored.bytes, hash.slice(0, 16), ctx.dir, CONTENT_MEDIA_URL)
  ctx.encoded++
  const responsive = {
    src: variants.src,
    width: variants.width,
    height: variants.height,
    sources: [{ type: 'image/webp', srcSet: variants.webp }],
  }
  ctx.made.set(hash, responsive)
  return { ...photo, responsive }
}

/** updatedAt is the rules' stamp, so the strict schemas never see it. */
function stored(data: Record<string, unknown> | undefined): Record<string, unknown> {
  const { updatedAt: _written, ...content } = data ?? {}
  return content
}

const photosOf = (p: SnapshotProject) => [
  p.cover,
  ...p.photos,
  ...p.pairs.flatMap((pair) => [pair.before, pair.after]),
]

export async function runContentSnapshot(
  options: ContentSnapshotOptions,
): Promise<ContentSnapshotSummary> {
  const { db, log, warn } = options
  const file = (name: keyof typeof CONTENT_FILES) => join(options.root, CONTENT_FILES[name])
  const mediaDir = join(options.root, CONTENT_MEDIA_DIR)
  log(`Reading projects, testimonials, settings, questions and the team from ${options.target}...`)
  const reads = Promise.all([
    db.collection(CONTENT_PATHS.projects).where('status', '==', 'published').get(),
    db.collection(CONTENT_PATHS.testimonials).where('status', '==', 'published').get(),
    db.doc(CONTENT_PATHS.business).get(),
    db.doc(CONTENT_PATHS.prices).get(),
    db.collection(CONTENT_PATHS.projects).limit(1).get(),
    db.collection(CONTENT_PATHS.testimonials).limit(1).get(),
    db.collection(CONTENT_PATHS.faqs).get(),
    db.collection(CONTENT_PATHS.team).where('status', '==', 'published').get(),
    db.collection(CONTENT_PATHS.team).limit(1).get(),
  ])
  const [
    projectDocs,
    testimonialDocs,
    business,
    prices,
    anyProject,
    anyTestimonial,
    faqDocs,
    teamDocs,
    anyMember,
  ] = await withTimeout(reads, options.timeoutMs, options.target).catch((error: unknown) => {
    if (error instanceof SnapshotError) throw error
    const reason = error instanceof Error ? error.message : String(error)
    throw new SnapshotError(
      `Could not read the content collections from ${options.target}: ${reason}`,
    )
  })

  let skipped = 0
  const skip = (path: string, why: string[]) => {
    skipped++
    warn(`skipped ${path}: ${why.join('; ')}`)
  }

  const previousProjects = new Map(
    (previous<SnapshotProject[]>(file('projects')) ?? []).map((p) => [p.id, p]),
  )
  const previousTeam = new Map(
    (previous<SnapshotTeamMember[]>(file('team')) ?? []).map((m) => [m.id, m]),
  )
  const photos: PhotoContext = {
    uploads: options.uploads,
    dir: mediaDir,
    made: new Map(
      [
        ...[...previousProjects.values()].flatMap(photosOf),
        ...[...previousTeam.values()].map((m) => m.photo),
      ].flatMap((photo) =>
        photo.source.kind === 'upload' && photo.responsive
          ? [[photo.source.hash, photo.responsive] as const]
          : [],
      ),
    ),
    encoded: 0,
  }
  const projects: SnapshotProject[] = []
  const slugs = new Map<string, string>()
  const ordered = [...projectDocs.docs].sort((a, b) => a.id.localeCompare(b.id))
  for (const doc of ordered) {
    const path = `${CONTENT_PATHS.projects}/${doc.id}`
    const parsed = projectSchema.safeParse(stored(doc.data()))
    if (!parsed.success) {
      skip(path, problems(parsed.error))
      continue
    }
    const { status: _published, ...project } = parsed.data
    const taken = slugs.get(project.slug)
    if (taken) {
      skip(path, [`slug "${project.slug}" is also used by ${taken}, which is kept`])
      continue
    }
    try {
      const each = (list: Photo[]) => Promise.all(list.map((photo) => withVariants(photo, photos)))
      const ready = snapshotProjectSchema.parse({
        id: doc.id,
        ...project,
        cover: await withVariants(project.cover, photos),
        photos: await each(project.photos),
        pairs: await Promise.all(
          project.pairs.map(async (pair) => ({
            before: await withVariants(pair.before, photos),
            after: await withVariants(pair.after, photos),
          })),
        ),
      })
      slugs.set(project.slug, path)
      projects.push(ready)
    } catch (error) {
      const reason = reasonOf(error)
      const last = previousProjects.get(doc.id)
      warn(
        `${path}: a photo could not be prepared (${reason}); ` +
          (last ? 'keeping the previous snapshot of the project.' : 'left out of this snapshot.'),
      )
      if (last) {
        slugs.set(last.slug, path)
        projects.push(last)
      } else skipped++
    }
  }
  projects.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))

  const testimonials: SnapshotTestimonial[] = []
  for (const doc of [...testimonialDocs.docs].sort((a, b) => a.id.localeCompare(b.id))) {
    const parsed = testimonialSchema.safeParse(stored(doc.data()))
    if (!parsed.success) {
      skip(`${CONTENT_PATHS.testimonials}/${doc.id}`, problems(parsed.error))
      continue
    }
    const { status: _published, ...testimonial } = parsed.data
    testimonials.push(snapshotTestimonialSchema.parse({ id: doc.id, ...testimonial }))
  }
  testimonials.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))

  // The team's published cards, their photos prepared as a project's.
  const team: SnapshotTeamMember[] = []
  for (const doc of [...teamDocs.docs].sort((a, b) => a.id.localeCompare(b.id))) {
    const path = `${CONTENT_PATHS.team}/${doc.id}`
    const parsed = teamMemberSchema.safeParse(stored(doc.data()))
    if (!parsed.success) {
      skip(path, problems(parsed.error))
      continue
    }
    const { status: _published, ...member } = parsed.data
    try {
      const photo = await withVariants(member.photo, photos)
      team.push(snapshotTeamMemberSchema.parse({ id: doc.id, ...member, photo }))
    } catch (error) {
      const last = previousTeam.get(doc.id)
      warn(
        `${path}: its photo could not be prepared (${reasonOf(error)}); ` +
          (last ? 'keeping the previous snapshot of the card.' : 'left out of this snapshot.'),
      )
      if (last) team.push(last)
      else skipped++
    }
  }
  team.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))

  // Every page's questions, always on the site; a page the snapshot does not know is left out.
  const faqs: SnapshotFaqList[] = []
  for (const doc of [...faqDocs.docs].sort((a, b) => a.id.localeCompare(b.id))) {
    const path = `${CONTENT_PATHS.faqs}/${doc.id}`
    if (!(FAQ_PAGES as readonly string[]).includes(doc.id)) {
      skip(path, ['no page shows these questions'])
      continue
    }
    const parsed = faqListSchema.safeParse(stored(doc.data()))
    if (parsed.success) {
      faqs.push(snapshotFaqListSchema.parse({ id: doc.id, ...parsed.data }))
      continue
    }
    // A page keeps the questions it showed rather than lose them all.
    const last = previous<SnapshotFaqList[]>(file('faqs'))?.find((list) => list.id === doc.id)
    skip(path, [...problems(parsed.error), last ? 'keeping its previous questions' : 'left out'])
    if (last) faqs.push(last)
  }
  faqs.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))

  const changed: string[] = []
  const write = async (name: keyof typeof CONTENT_FILES, value: unknown) => {
    if (await writeIfChanged(file(name), serializeContent(value))) changed.push(CONTENT_FILES[name])
  }
  for (const [name, list, any] of [
    ['projects', projects, anyProject],
    ['testimonials', testimonials, anyTestimonial],
    ['faqs', faqs, faqDocs],
    ['team', team, anyMember],
  ] as const) {
    if (any.empty && existsSync(file(name)))
      warn(
        `${CONTENT_PATHS[name]} holds no document at all (not seeded yet? npm run seed); ${CONTENT_FILES[name]} is left as it was.`,
      )
    else await write(name, list)
  }
  for (const [name, snap, schema] of [
    ['business', business, businessSchema],
    ['prices', prices, pricesSchema],
  ] as const) {
    const path = CONTENT_PATHS[name]
    if (!snap.exists) {
      warn(`${path} does not exist; ${CONTENT_FILES[name]} is left as it was.`)
      continue
    }
    const parsed = schema.safeParse(stored(snap.data()))
    if (parsed.success) await write(name, parsed.data)
    else {
      skipped++
      warn(
        `${path} is not valid (${problems(parsed.error).join('; ')}); ${CONTENT_FILES[name]} is left as it was.`,
      )
    }
  }
  const used = [...projects.flatMap(photosOf), ...team.map((member) => member.photo)]
  const removed = pruneNatural(mediaDir, new Set(used.flatMap(filesOf)))
  log(
    `  content: ${projects.length} project(s), ${testimonials.length} testimonial(s), ${skipped} skipped; ` +
      `photos: ${photos.encoded} newly encoded${removed.length ? `, ${removed.length} unused file(s) removed` : ''}; ` +
      (changed.length ? `changed: ${changed.join(', ')}` : 'nothing changed'),
  )
  return {
    projects: projects.length,
    testimonials: testimonials.length,
    skipped,
    photosEncoded: photos.encoded,
    changed,
  }
}
