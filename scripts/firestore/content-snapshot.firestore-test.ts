import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exampleBusiness } from '../../src/content/schema/examples'
import type { SnapshotProject } from '../../src/content/schema/projects'
import type { SnapshotTestimonial } from '../../src/content/schema/testimonials'
import { contentSeedDocuments, seedContent } from '../seed/content'
import { diskUploads, runContentSnapshot } from '../snapshot/content'
import { CONTENT_FILES, CONTENT_MEDIA_DIR } from '../snapshot/outputs'
import { emulatorAdmin, Timestamp } from './admin'
import { type Emulator, startEmulator } from './emulator'

/**
 * The content collections' snapshot (scripts/snapshot/content.ts) against its own emulator.
 * Port: FIRESTORE_CONTENT_SNAPSHOT_TEST_PORT, default 8187.
 */
const PORT = Number(process.env.FIRESTORE_CONTENT_SNAPSHOT_TEST_PORT ?? 8187)
const root = mkdtempSync(join(tmpdir(), 'content-snapshot-'))
const mediaDir = join(root, 'media')
let emulator: Emulator
let admin: ReturnType<typeof emulatorAdmin>
let hash = ''

/** A page's questions, as the snapshot keeps them (with its id). */
const FAQ = (id: string, question: string) => ({
  id,
  title: `The ${id} page`,
  items: [{ id: 'one', question, answer: 'Call {phone}.' }],
  order: id === 'contact' ? 0 : 1,
})
const withoutId = ({ id: _id, ...list }: ReturnType<typeof FAQ>) => list

const read = <T>(name: keyof typeof CONTENT_FILES) =>
  JSON.parse(readFileSync(join(root, CONTENT_FILES[name]), 'utf8')) as T

function project(slug: string, extra: Record<string, unknown> = {}) {
  return {
    slug,
    title: `Title of ${slug}`,
    summary: 'A summary.',
    story: 'The story.\n\nIn two paragraphs.',
    city: 'cary',
    location: 'Cary, NC',
    services: ['patios-and-decks'],
    tags: ['Deck'],
    cover: { source: { kind: 'upload', hash }, alt: 'The new deck' },
    photos: [{ source: { kind: 'asset', key: 'serviceDeck' }, alt: 'A deck' }],
    pairs: [],
    features: [],
    stats: [],
    sample: false,
    order: 1,
    status: 'published',
    ...extra,
  }
}

const review = (extra: Record<string, unknown> = {}) => ({
  quote: 'Great work.',
  name: 'Ann P.',
  city: 'cary',
  sample: true,
  placements: ['home'],
  order: 0,
  status: 'published',
  ...extra,
})

async function snapshot(into = root) {
  const warnings: string[] = []
  const summary = await runContentSnapshot({
    db: admin.db,
    target: 'the test emulator',
    root: into,
    uploads: diskUploads(mediaDir),
    timeoutMs: 20_000,
    log: () => {},
    warn: (line) => warnings.push(line),
  })
  return { summary, warnings }
}

beforeAll(async () => {
  mkdirSync(join(root, 'snapshots'), { recursive: true })
  mkdirSync(mediaDir, { recursive: true })
  const photo = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: '#7a5c3e' },
  })
    .jpeg()
    .toBuffer()
  hash = createHash('sha256').update(photo).digest('hex')
  writeFileSync(join(mediaDir, `${hash}.jpg`), photo)
  // A previous snapshot of the prices, which an invalid document must leave alone, and of the
  // questions, whose page with an invalid document keeps what it showed.
  writeFileSync(join(root, CONTENT_FILES.prices), '{"kept": true}\n')
  writeFileSync(join(root, CONTENT_FILES.faqs), `${JSON.stringify([FAQ('faq', 'Kept?')])}\n`)
  emulator = await startEmulator({ port: PORT })
  admin = emulatorAdmin(emulator.host)
  const db = admin.db
  // As every staff save leaves them (firestore.rules): stamped with the server's time.
  const saved = { updatedAt: Timestamp.fromDate(new Date('2026-11-20T15:00:00Z')) }
  await Promise.all([
    db.doc('projects/good').set(project('lake-deck', saved)),
    db.doc('projects/draft').set(project('draft-deck', { status: 'draft' })),
    db.doc('projects/outside').set(project('sanford-deck', { city: 'sanford' })),
    db.doc('projects/same-slug').set(project('lake-deck', { order: 0 })),
    db.doc('projects/lost-photo').set(
      project('lost-photo', {
        cover: { source: { kind: 'upload', hash: 'f'.repeat(64) }, alt: 'x' },
      }),
    ),
    db.doc('testimonials/sample').set(review()),
    db.doc('testimonials/unattributed').set(review({ sample: false })),
    db.doc('testimonials/hidden').set(review({ status: 'draft' })),
    db.doc('settings/business').set({ ...exampleBusiness, ...saved }),
    db.doc('settings/prices').set({ projects: [], sample: true }),
    db.doc('faqs/contact').set({ ...withoutId(FAQ('contact', 'How fast?')), ...saved }),
    db.doc('faqs/faq').set({ ...withoutId(FAQ('faq', 'Broken?')), items: [] }),
    db.doc('faqs/nowhere').set(withoutId(FAQ('nowhere', 'Where?'))),
  ])
}, 120_000)

afterAll(async () => {
  await admin?.close()
  await emulator?.stop()
})

describe('the content snapshot', () => {
  it('writes the valid published entries, names each skipped one, and keeps invalid settings', async () => {
    const { summary, warnings } = await snapshot()
    const projects = read<SnapshotProject[]>('projects')
    expect(projects.map((p) => p.id)).toEqual(['good'])
    expect(read<SnapshotTestimonial[]>('testimonials').map((t) => t.id)).toEqual(['sample'])
    expect(read<{ name: string }>('business').name).toBe('Oak & Ember Outdoor Living')
    expect(read('prices')).toEqual({ kept: true })
    const said = warnings.join('\n')
    expect(said).toContain('skipped projects/outside: city')
    expect(said).toContain(
      'skipped projects/same-slug: slug "lake-deck" is also used by projects/good',
    )
    expect(said).toMatch(/projects\/lost-photo: a photo could not be prepared .*left out/)
    expect(said).toContain('skipped testimonials/unattributed: source')
    expect(said).toContain('settings/prices is not valid (projects')
    // Every page's questions; an invalid page keeps the questions it showed.
    const faqs = read<{ id: string; items: { question: string }[] }[]>('faqs')
    expect(faqs.map((l) => [l.id, l.items[0]?.question])).toEqual([
      ['contact', 'How fast?'],
      ['faq', 'Kept?'],
    ])
    expect(said).toContain('skipped faqs/nowhere: no page shows these questions')
    expect(said).toMatch(/skipped faqs\/faq: items: .*; keeping its previous questions/)
    expect(said).not.toContain('draft')
    expect(summary).toMatchObject({ projects: 1, testimonials: 1, photosEncoded: 1 })
  })

  it('commits an upload as responsive variants, once, and leaves committed pictures alone', async () => {
    const [lake] = read<SnapshotProject[]>('projects')
    const responsive = lake?.cover.responsive
    expect(responsive).toMatchObject({ width: 1200, height: 750 })
    expect(responsive?.src).toMatch(/^\/content-media\/[a-f0-9]{16}-1200\.jpg$/)
    for (const path of [responsive?.src, ...(responsive?.sources[0]?.srcSet.split(', ') ?? [])])
      expect(
        existsSync(join(root, CONTENT_MEDIA_DIR, (path ?? '').split(' ')[0]?.slice(15) ?? '')),
      ).toBe(true)
    expect(lake?.photos[0]).toEqual({
      source: { kind: 'asset', key: 'serviceDeck' },
      alt: 'A deck',
    })
    const before = readFileSync(join(root, CONTENT_FILES.projects), 'utf8')
    const again = await snapshot()
    expect(again.summary).toMatchObject({ photosEncoded: 0, changed: [] })
    expect(readFileSync(join(root, CONTENT_FILES.projects), 'utf8')).toBe(before)
  })

  it('leaves a collection never seeded as its snapshot holds it', async () => {
    await admin.reset()
    const { warnings } = await snapshot()
    expect(read<SnapshotProject[]>('projects').map((p) => p.id)).toEqual(['good'])
    expect(warnings.join('\n')).toContain('projects holds no document at all')
  })

  it('seeded from the committed snapshots, snapshots them back byte for byte', async () => {
    await admin.reset()
    await seedContent(admin.db, contentSeedDocuments())
    const again = mkdtempSync(join(tmpdir(), 'content-round-trip-'))
    const { warnings } = await snapshot(again)
    expect(warnings).toEqual([])
    for (const file of Object.values(CONTENT_FILES))
      expect(readFileSync(join(again, file), 'utf8'), file).toBe(readFileSync(file, 'utf8'))
  })
})
