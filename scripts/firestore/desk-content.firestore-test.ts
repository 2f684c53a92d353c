import { resolve } from 'node:path'
import { deleteApp, initializeApp } from 'firebase/app'
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  setLogLevel,
  terminate,
} from 'firebase/firestore'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { InvalidDocument } from '../../src/admin/content/contentStore'
import { PROJECTS } from '../../src/admin/content/kinds'
import { business, posts, prices, projects, testimonials } from '../../src/admin/content/stores'
import type { DeskFirebase } from '../../src/admin/firebase'
import { Offline, SaveConflict, SlugTaken } from '../../src/admin/store/errors'
import { listDeleted, restoreDeleted } from '../../src/admin/store/restore'
import type { PostDocument } from '../../src/blog/schema'
import {
  exampleBusiness,
  examplePrices,
  exampleProject,
  exampleTestimonial,
} from '../../src/content/schema/examples'
import { emulatorAdmin, postDoc } from './admin'
import { type Emulator, PROJECT_ID, startEmulator } from './emulator'

/**
 * The desk's content stores (src/admin/content/) and the posts' writes on the same guarded
 * transactions (src/admin/store/), run as the desk runs them (the full web SDK, signed in as
 * staff) against the emulator with firestore.rules: saves, conflicts, slugs, revisions, deletes,
 * offline. Port: FIRESTORE_DESK_CONTENT_TEST_PORT, default 8188.
 */
const PORT = Number(process.env.FIRESTORE_DESK_CONTENT_TEST_PORT ?? 8188)
let emulator: Emulator
setLogLevel('silent')

function staff(name: string, email: string): DeskFirebase {
  const app = initializeApp({ apiKey: 'demo-key', projectId: PROJECT_ID }, `desk-${name}`)
  const db = getFirestore(app)
  connectFirestoreEmulator(db, '127.0.0.1', PORT, {
    mockUserToken: { sub: name, email, email_verified: true, editor: true },
  })
  // The stores read the signed-in address from Auth; the emulator's token carries the claims.
  return { app, db, auth: { currentUser: { email } } } as unknown as DeskFirebase
}

async function firstRead({ db }: DeskFirebase) {
  for (;;)
    if (
      await getDoc(doc(db, 'projects', 'warm-up')).then(
        () => true,
        () => false,
      )
    )
      return
}

const desk = staff('editor', 'editor@example.com')
const other = staff('other', 'other@example.com')

beforeAll(async () => {
  emulator = await startEmulator({ port: PORT, rules: resolve('firestore.rules') })
  // From Node, the full SDK's first read of the emulator may report "offline" before its stream
  // settles; the tests start once each client has read once.
  await Promise.all([desk, other].map((f) => firstRead(f)))
}, 120_000)

afterAll(async () => {
  for (const f of [desk, other]) {
    await terminate(f.db)
    await deleteApp(f.app)
  }
  await emulator?.stop()
})

describe('projects in the desk (src/admin/content/stores.ts)', () => {
  it('saves a new project with its reservation and a signed revision, then edits it', async () => {
    const id = projects.newId(desk)
    const saved = await projects.save(desk, id, null, exampleProject)
    expect(saved.doc).toEqual(exampleProject)
    expect(saved.updatedAt).not.toBeNull()
    expect((await getDoc(doc(desk.db, 'projectSlugs', exampleProject.slug))).data()).toEqual({
      projectId: id,
    })
    const edited = await projects.save(desk, id, saved, {
      ...exampleProject,
      slug: 'cary-patio-and-lights',
      status: 'published',
    })
    expect(edited.doc.status).toBe('published')
    // The old address is released in the same transaction.
    expect((await getDoc(doc(desk.db, 'projectSlugs', exampleProject.slug))).exists()).toBe(false)
    const history = await projects.revisions(desk, id)
    expect(history.map((r) => [r.doc.slug, r.savedBy])).toEqual([
      ['cary-patio-and-lights', 'editor@example.com'],
      ['cary-patio', 'editor@example.com'],
    ])
    await projects.remove(desk, id, edited)
    expect(await projects.read(desk, id)).toBeNull()
    expect((await getDoc(doc(desk.db, 'projectSlugs', 'cary-patio-and-lights'))).exists()).toBe(
      false,
    )
  })

  it('refuses a save over a version the writer has not seen, with theirs', async () => {
    const id = projects.newId(desk)
    const opened = await projects.save(desk, id, null, { ...exampleProject, slug: 'conflict-job' })
    await projects.save(other, id, opened, { ...opened.doc, title: 'Theirs' })
    const refused = await projects
      .save(desk, id, opened, { ...opened.doc, title: 'Mine' })
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(SaveConflict)
    expect((refused as SaveConflict<{ doc: { title: string } }>).theirs?.doc.title).toBe('Theirs')
    expect((refused as Error).message).toBe('The project was changed since you opened it.')
  })

  it('refuses another project’s slug, and the old routes’ words before sending', async () => {
    const first = projects.newId(desk)
    await projects.save(desk, first, null, { ...exampleProject, slug: 'taken-job', title: 'First' })
    const taker = await projects
      .save(other, projects.newId(other), null, { ...exampleProject, slug: 'taken-job' })
      .catch((e: unknown) => e)
    expect(taker).toBeInstanceOf(SlugTaken)
    expect((taker as SlugTaken).holderTitle).toBe('First')
    const reserved = await projects
      .save(desk, projects.newId(desk), null, { ...exampleProject, slug: 'project-spotlight' })
      .catch((e: unknown) => e)
    expect(reserved).toBeInstanceOf(InvalidDocument)
    expect((reserved as InvalidDocument).problems[0]).toMatch(/^slug: /)
  })

  it('refuses a document its schema refuses, naming the field, and sends nothing', async () => {
    const id = projects.newId(desk)
    const bad = { ...exampleProject, slug: 'bad-job', cover: { ...exampleProject.cover, alt: '' } }
    const refused = await projects.save(desk, id, null, bad).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(InvalidDocument)
    expect((refused as InvalidDocument).problems.join()).toContain('cover.alt')
    expect(await projects.read(desk, id)).toBeNull()
  })

  it('offline: refuses at once, nothing queued', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    try {
      const id = projects.newId(desk)
      const refused = await projects
        .save(desk, id, null, { ...exampleProject, slug: 'offline-job' })
        .catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(Offline)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})

describe('testimonials and settings in the desk', () => {
  it('saves a testimonial, lists it, and refuses a stale save', async () => {
    const id = testimonials.newId(desk)
    const saved = await testimonials.save(desk, id, null, exampleTestimonial)
    expect((await testimonials.list(desk)).items.map((t) => t.id)).toContain(id)
    await testimonials.save(other, id, saved, { ...exampleTestimonial, quote: 'Theirs.' })
    await expect(testimonials.save(desk, id, saved, exampleTestimonial)).rejects.toBeInstanceOf(
      SaveConflict,
    )
    const real = { ...exampleTestimonial, consent: undefined }
    await expect(testimonials.save(desk, id, null, real)).rejects.toBeInstanceOf(InvalidDocument)
  })

  it('saves the business facts and the prices with their precondition', async () => {
    const facts = await business.save(desk, 'business', null, exampleBusiness)
    await expect(business.save(other, 'business', null, exampleBusiness)).rejects.toBeInstanceOf(
      SaveConflict,
    )
    const again = await business.save(other, 'business', facts, {
      ...exampleBusiness,
      phone: { display: '(919) 555-0199', tel: '+19195550199' },
    })
    expect((await business.read(desk, 'business'))?.doc.phone.tel).toBe('+19195550199')
    expect(again.updatedAt).not.toBe(facts.updatedAt)
    const list = await prices.save(desk, 'prices', null, examplePrices)
    const inverted = structuredClone(examplePrices)
    const option = inverted.projects[0]
    if (option?.kind === 'options' && option.options[0]) option.options[0].price = [9000, 4000]
    await expect(prices.save(desk, 'prices', list, inverted)).rejects.toBeInstanceOf(
      InvalidDocument,
    )
  })
})

describe('posts on the shared store (src/admin/content/stores.ts)', () => {
  const post = (slug: string): PostDocument => {
    const { publishedAt: _p, ...fields } = postDoc(slug, new Date())
    return {
      ...(fields as Omit<PostDocument, 'publishedAt'>),
      publishedAt: '2025-05-01T12:00:00.000Z',
    }
  }
  const now = { stamped: ['publishedAt'] }

  it('saves, refuses a stale save and a taken slug, records revisions, deletes', async () => {
    const saved = await posts.save(desk, 'p1', null, post('shared-post'), now)
    // Publish now: the server's time, not the desk's.
    expect(saved.doc.publishedAt).not.toBe('2025-05-01T12:00:00.000Z')
    expect(saved.updatedAt).toBe(saved.doc.updatedAt)
    const base = { updatedAt: saved.updatedAt }
    await posts.save(other, 'p1', base, { ...post('shared-post'), title: 'Theirs' }, now)
    await expect(posts.save(desk, 'p1', base, post('shared-post'), now)).rejects.toBeInstanceOf(
      SaveConflict,
    )
    await expect(posts.save(desk, 'p2', null, post('shared-post'), now)).rejects.toBeInstanceOf(
      SlugTaken,
    )
    // A project may carry a post's slug: the namespaces are separate.
    await projects.save(desk, projects.newId(desk), null, {
      ...exampleProject,
      slug: 'shared-post',
    })
    const latest = await posts.save(other, 'p1', null, post('x'), now).catch((e: unknown) => e)
    expect(latest).toBeInstanceOf(SaveConflict)
    const history = await posts.revisions(desk, 'p1')
    expect(history.map((r) => r.doc.title)).toEqual(['Theirs', 'Title of shared-post'])
    // A date the desk gives is kept as given (a schedule, or a post live for months).
    const dated = await posts.read(desk, 'p1')
    const kept = await posts.save(other, 'p1', dated, post('shared-post'))
    expect(kept.doc.publishedAt).toBe('2025-05-01T12:00:00.000Z')
    await posts.remove(desk, 'p1', kept)
    expect((await getDoc(doc(desk.db, 'slugs', 'shared-post'))).exists()).toBe(false)
  })
})

describe('deleted, then restored (src/admin/store/restore.ts)', () => {
  it('a project the seed wrote is saved, deleted with its history kept, and restored as a draft', async () => {
    const seeded = { ...exampleProject, slug: 'seeded-job' }
    const admin = emulatorAdmin(`127.0.0.1:${PORT}`)
    try {
      // As `npm run seed` writes one: no updatedAt, no history, its slug reserved.
      await admin.db.doc('projects/seeded').set(seeded)
      await admin.db.doc('projectSlugs/seeded-job').set({ projectId: 'seeded' })
    } finally {
      await admin.close()
    }
    const opened = await projects.read(desk, 'seeded')
    const saved = await projects.save(desk, 'seeded', opened, { ...seeded, title: 'Edited' })
    const history = await projects.revisions(desk, 'seeded')
    expect(history.map((r) => [r.doc.title, r.savedBy, r.savedAt === null])).toEqual([
      ['Edited', 'editor@example.com', false],
      [exampleProject.title, null, true],
    ])
    await projects.remove(desk, 'seeded', saved)
    expect(await projects.read(desk, 'seeded')).toBeNull()
    // Newest first.
    const [deleted] = await listDeleted(desk, PROJECTS)
    expect(deleted).toMatchObject({
      id: 'seeded',
      title: 'Edited',
      deletedBy: 'editor@example.com',
    })
    await restoreDeleted(desk, PROJECTS, 'seeded')
    expect((await projects.read(desk, 'seeded'))?.doc).toEqual({
      ...seeded,
      title: 'Edited',
      status: 'draft',
    })
    expect((await listDeleted(desk, PROJECTS)).map((d) => d.id)).not.toContain('seeded')
    expect((await projects.revisions(desk, 'seeded')).map((r) => r.savedBy)).toEqual([
      'editor@example.com',
      'editor@example.com',
      null,
    ])
    await expect(restoreDeleted(desk, PROJECTS, 'seeded')).rejects.toThrow(
      'This project is no longer among the deleted.',
    )
  })
})
