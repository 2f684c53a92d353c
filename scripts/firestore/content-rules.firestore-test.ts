import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore/lite'
import { beforeAll, describe, expect, it } from 'vitest'
import { businessSchema } from '../../src/content/schema/business'
import {
  exampleBusiness,
  examplePrices,
  exampleProject,
  exampleTestimonial,
} from '../../src/content/schema/examples'
import { pricesSchema } from '../../src/content/schema/prices'
import { projectSchema } from '../../src/content/schema/projects'
import { testimonialSchema } from '../../src/content/schema/testimonials'
import { Timestamp as AdminTimestamp } from './admin'
import { clientBusiness, clientPrices, clientProject, clientTestimonial } from './contentDocs'
import { outcome } from './outcome'
import { type Client, rulesTestBed } from './ruleClients'
import { deleteKeepingCopy } from './rulesDeletes'

/**
 * firestore.rules for the site's content (projects with their slug reservations and revisions,
 * testimonials, settings/business, settings/prices) as browsers meet them: nobody but staff on
 * a verified address reads or writes any of it; staff writes are whole, valid documents stamped
 * with the server's time. Port: FIRESTORE_CONTENT_RULES_TEST_PORT, default 8189.
 */
const PORT = Number(process.env.FIRESTORE_CONTENT_RULES_TEST_PORT ?? 8189)
const roles = rulesTestBed(PORT)
const { admin, editor, owner } = roles
const stamp = () => ({ updatedAt: serverTimestamp() })

const project = (c: Client, id: string) => doc(c.db, 'projects', id)
const projectSlug = (c: Client, slug: string) => doc(c.db, 'projectSlugs', slug)
const revisions = (c: Client, id: string) => collection(c.db, 'projects', id, 'revisions')
const revision = (c: Client, id: string, revisionId: string) =>
  doc(c.db, 'projects', id, 'revisions', revisionId)
const testimonial = (c: Client, id: string) => doc(c.db, 'testimonials', id)
const setting = (c: Client, name: string) => doc(c.db, 'settings', name)

/** A revision as the desk writes it: the project's fields, signed, at the server's time. */
function signedRevision(slug: string, email: string, extra: Record<string, unknown> = {}) {
  const { updatedAt: _u, ...fields } = clientProject(slug)
  return { ...fields, savedAt: serverTimestamp(), savedBy: email, ...extra }
}

/**
 * A save as the desk makes it: the project, its slug's reservation and its signed revision (at
 * `revisionId`: a new project's first is `origin`, where its history begins).
 */
function saveProject(
  c: Client,
  id: string,
  data: Record<string, unknown>,
  options: { reserve?: boolean; release?: string; email?: string; revisionId?: string } = {},
) {
  const batch = writeBatch(c.db)
  batch.set(project(c, id), data)
  if (options.reserve !== false) batch.set(projectSlug(c, String(data.slug)), { projectId: id })
  if (options.release) batch.delete(projectSlug(c, options.release))
  if (options.email) {
    const ref = options.revisionId ? revision(c, id, options.revisionId) : doc(revisions(c, id))
    const { updatedAt: _u, ...fields } = data
    batch.set(ref, { ...fields, savedAt: serverTimestamp(), savedBy: options.email })
  }
  return batch.commit()
}

/** A delete as the desk makes it: the project and its reservation go, its copy stays. */
function removeProject(c: Client, email: string, id: string, slug: string) {
  return deleteKeepingCopy(
    c,
    email,
    { collection: 'projects', tombstones: 'deletedProjects', id },
    { also: (batch) => batch.delete(projectSlug(c, slug)) },
  )
}

/** Removes, with admin rights, a project, its revisions, its copy and every reservation it holds. */
async function clearProject(id: string) {
  await admin.db.recursiveDelete(admin.db.collection('projects').doc(id))
  await admin.db.collection('deletedProjects').doc(id).delete()
  const held = await admin.db.collection('projectSlugs').where('projectId', '==', id).get()
  await Promise.all(held.docs.map((d) => d.ref.delete()))
}

beforeAll(async () => {
  const { updatedAt: _p, ...published } = clientProject('stored-job', { status: 'published' })
  const { updatedAt: _d, ...draft } = clientProject('draft-job', { status: 'draft' })
  const { updatedAt: _t, ...review } = clientTestimonial()
  const { updatedAt: _b, ...business } = clientBusiness()
  const { updatedAt: _r, ...prices } = clientPrices()
  const at = { updatedAt: AdminTimestamp.now() }
  await Promise.all([
    admin.db.doc('projects/published').set({ ...published, ...at }),
    admin.db.doc('projectSlugs/stored-job').set({ projectId: 'published' }),
    admin.db.doc('projects/published/revisions/r1').set({
      ...published,
      savedAt: AdminTimestamp.now(),
      savedBy: 'editor@example.com',
    }),
    admin.db.doc('projects/draft').set({ ...draft, ...at }),
    admin.db.doc('projectSlugs/draft-job').set({ projectId: 'draft' }),
    admin.db.doc('testimonials/t1').set({ ...review, ...at }),
    admin.db.doc('settings/business').set({ ...business, ...at }),
    admin.db.doc('settings/prices').set({ ...prices, ...at }),
  ])
}, 120_000)

describe.each(roles.nonStaff)('content rules for %s', (_, c) => {
  it('reads no project, published or draft, no reservation and no revision', async () => {
    expect(await outcome(getDoc(project(c, 'published')))).toBe('permission-denied')
    expect(await outcome(getDoc(project(c, 'draft')))).toBe('permission-denied')
    expect(await outcome(getDocs(collection(c.db, 'projects')))).toBe('permission-denied')
    expect(await outcome(getDoc(projectSlug(c, 'stored-job')))).toBe('permission-denied')
    expect(await outcome(getDocs(revisions(c, 'published')))).toBe('permission-denied')
  })

  it('reads no testimonial and no setting', async () => {
    expect(await outcome(getDoc(testimonial(c, 't1')))).toBe('permission-denied')
    expect(await outcome(getDocs(collection(c.db, 'testimonials')))).toBe('permission-denied')
    expect(await outcome(getDoc(setting(c, 'business')))).toBe('permission-denied')
    expect(await outcome(getDoc(setting(c, 'prices')))).toBe('permission-denied')
    expect(await outcome(getDocs(collection(c.db, 'settings')))).toBe('permission-denied')
  })

  it('writes no project, reservation or revision, even a valid one', async () => {
    const fresh = clientProject('sneaky-job')
    expect(await outcome(saveProject(c, 'sneaky', fresh, { email: 'x@example.com' }))).toBe(
      'permission-denied',
    )
    expect(await outcome(setDoc(project(c, 'sneaky'), fresh))).toBe('permission-denied')
    expect(await outcome(updateDoc(project(c, 'published'), { title: 'Hacked', ...stamp() }))).toBe(
      'permission-denied',
    )
    expect(await outcome(updateDoc(project(c, 'draft'), { status: 'published', ...stamp() }))).toBe(
      'permission-denied',
    )
    expect(await outcome(deleteDoc(project(c, 'published')))).toBe('permission-denied')
    expect(await outcome(deleteDoc(projectSlug(c, 'stored-job')))).toBe('permission-denied')
    expect(
      await outcome(
        setDoc(doc(revisions(c, 'published')), signedRevision('stored-job', 'x@e.com')),
      ),
    ).toBe('permission-denied')
  })

  it('writes no testimonial and no setting', async () => {
    expect(await outcome(setDoc(testimonial(c, 't2'), clientTestimonial()))).toBe(
      'permission-denied',
    )
    expect(await outcome(updateDoc(testimonial(c, 't1'), { quote: 'Bad', ...stamp() }))).toBe(
      'permission-denied',
    )
    expect(await outcome(deleteDoc(testimonial(c, 't1')))).toBe('permission-denied')
    expect(await outcome(setDoc(setting(c, 'business'), clientBusiness()))).toBe(
      'permission-denied',
    )
    expect(await outcome(setDoc(setting(c, 'prices'), clientPrices()))).toBe('permission-denied')
    expect(await outcome(deleteDoc(setting(c, 'prices')))).toBe('permission-denied')
  })
})

describe.each([
  ['an editor', editor, 'editor@example.com'],
  ['the owner', owner, 'owner@example.com'],
])('content rules for staff: %s', (_, c, email) => {
  it('reads every project, draft included, reservations and revisions', async () => {
    expect((await getDoc(project(c, 'draft'))).exists()).toBe(true)
    expect((await getDocs(collection(c.db, 'projects'))).size).toBeGreaterThanOrEqual(2)
    expect((await getDoc(projectSlug(c, 'stored-job'))).data()).toEqual({ projectId: 'published' })
    expect((await getDocs(revisions(c, 'published'))).size).toBe(1)
  })

  it('reads testimonials and both settings', async () => {
    expect((await getDoc(testimonial(c, 't1'))).exists()).toBe(true)
    expect((await getDoc(setting(c, 'business'))).exists()).toBe(true)
    expect((await getDoc(setting(c, 'prices'))).exists()).toBe(true)
  })

  it('creates, updates and deletes a project with its reservation, keeping its history and a copy', async () => {
    const id = `job-${c.app.name}`
    await clearProject(id)
    const data = clientProject(`${id}-slug`)
    expect(await outcome(saveProject(c, id, data, { email, revisionId: 'origin' }))).toBe('allowed')
    const moved = clientProject(`${id}-moved`, { status: 'published' })
    expect(await outcome(saveProject(c, id, moved, { email, release: `${id}-slug` }))).toBe(
      'allowed',
    )
    expect((await getDoc(projectSlug(c, `${id}-slug`))).exists()).toBe(false)
    expect(await outcome(removeProject(c, email, id, `${id}-moved`))).toBe('allowed')
    expect((await getDocs(revisions(c, id))).size).toBe(2)
    expect((await getDoc(doc(c.db, 'deletedProjects', id))).get('document.slug')).toBe(
      `${id}-moved`,
    )
  })

  it('saves a testimonial and both settings, stamped with the server’s time', async () => {
    expect(await outcome(setDoc(testimonial(c, `t-${c.app.name}`), clientTestimonial()))).toBe(
      'allowed',
    )
    expect(await outcome(deleteDoc(testimonial(c, `t-${c.app.name}`)))).toBe('allowed')
    expect(await outcome(setDoc(setting(c, 'business'), clientBusiness()))).toBe('allowed')
    expect(await outcome(setDoc(setting(c, 'prices'), clientPrices()))).toBe('allowed')
  })
})

describe('content rules: the documents staff write', () => {
  it('the tests’ documents are valid under src/content/schema/', () => {
    expect(projectSchema.safeParse(exampleProject).error).toBeUndefined()
    expect(testimonialSchema.safeParse(exampleTestimonial).error).toBeUndefined()
    expect(businessSchema.safeParse(exampleBusiness).error).toBeUndefined()
    expect(pricesSchema.safeParse(examplePrices).error).toBeUndefined()
  })

  it('a project without a completed date, and one of today’s committed pictures, is saved', async () => {
    await clearProject('asset-job')
    const cover = { source: { kind: 'asset', key: 'projectGardenRetreat' }, alt: 'A patio' }
    const data = clientProject('asset-job', { completed: undefined, cover })
    expect(await outcome(saveProject(editor, 'asset-job', data))).toBe('allowed')
  })

  it('a cover whose top is kept in the frame is saved', async () => {
    await clearProject('tall-job')
    const cover = { source: { kind: 'asset', key: 'patio' }, alt: 'A tall pergola', crop: 'top' }
    const data = clientProject('tall-job', { cover })
    expect(await outcome(saveProject(editor, 'tall-job', data))).toBe('allowed')
  })

  it('a sample testimonial may go without source, date and consent; a real one may not', async () => {
    const bare = { source: undefined, date: undefined, consent: undefined }
    expect(
      await outcome(
        setDoc(testimonial(editor, 'sample'), clientTestimonial({ ...bare, sample: true })),
      ),
    ).toBe('allowed')
    expect(await outcome(setDoc(testimonial(editor, 'real'), clientTestimonial(bare)))).toBe(
      'permission-denied',
    )
  })
})

describe('content rules: today’s content, saved from the desk', () => {
  /** A committed snapshot's entries as documents: no id, published, no snapshot-made variants. */
  const entries = (file: string): Record<string, unknown>[] =>
    JSON.parse(readFileSync(resolve('snapshots', file), 'utf8'), (key, value) =>
      key === 'responsive' ? undefined : value,
    )
  const asDocument = ({ id: _id, ...fields }: Record<string, unknown>) => ({
    ...fields,
    status: 'published',
    updatedAt: serverTimestamp(),
  })

  it('every project and testimonial of the snapshots passes the rules', async () => {
    for (const entry of entries('projects.json')) {
      const id = `snap-${entry.id}`
      await clearProject(id)
      expect(await outcome(saveProject(editor, id, asDocument(entry))), String(entry.id)).toBe(
        'allowed',
      )
    }
    for (const entry of entries('testimonials.json'))
      expect(
        await outcome(setDoc(testimonial(editor, `snap-${entry.id}`), asDocument(entry))),
        String(entry.id),
      ).toBe('allowed')
  })

  it('the business facts and prices of the snapshots pass the rules', async () => {
    for (const [name, file] of [
      ['business', 'settings-business.json'],
      ['prices', 'settings-prices.json'],
    ] as const) {
      const data = { ...JSON.parse(readFileSync(resolve('snapshots', file), 'utf8')) }
      expect(
        await outcome(setDoc(setting(owner, name), { ...data, updatedAt: serverTimestamp() })),
        name,
      ).toBe('allowed')
    }
  })
})

// Decision 0039: the landing page's team, a collection of the desk.
describe('content rules: the team', () => {
  const member = (extra: Record<string, unknown> = {}) => ({
    name: 'Dana W.',
    role: 'Designer',
    description: 'Draws the patios.',
    links: {
      linkedin: 'https://www.linkedin.com/in/dana',
      twitter: 'https://twitter.com/dana',
      dribbble: 'https://dribbble.com/dana',
    },
    sample: false,
    order: 7,
    photo: { source: { kind: 'upload', hash: 'a'.repeat(64) }, alt: 'Dana at her drawing table' },
    status: 'published',
    ...stamp(),
    ...extra,
  })
  const card = (c: Client, id: string) => doc(c.db, 'team', id)

  it('staff save a card with its signed history, and delete it; nobody else reads one', async () => {
    const batch = writeBatch(editor.db)
    batch.set(card(editor, 'dana'), member())
    const { updatedAt: _u, ...fields } = member()
    batch.set(doc(editor.db, 'team', 'dana', 'revisions', 'origin'), {
      ...fields,
      savedAt: serverTimestamp(),
      savedBy: 'editor@example.com',
    })
    expect(await outcome(batch.commit())).toBe('allowed')
    for (const [, c] of roles.nonStaff) {
      expect(await outcome(getDoc(card(c, 'dana')))).toBe('permission-denied')
      expect(await outcome(setDoc(card(c, 'other'), member()))).toBe('permission-denied')
    }
    expect(await outcome(deleteDoc(card(owner, 'dana')))).toBe('allowed')
    expect((await getDocs(collection(owner.db, 'team', 'dana', 'revisions'))).size).toBe(1)
  })

  it.each<[string, Record<string, unknown>]>([
    ['a profile that is not https', { links: { ...member().links, twitter: 'http://t.co/x' } }],
    [
      'a photo without alt text',
      { photo: { source: { kind: 'asset', key: 'teamMember1' }, alt: ' ' } },
    ],
    ['a field it does not have', { email: 'dana@example.com' }],
    ['no stamp of the server’s time', { updatedAt: null }],
    ['a status it cannot have', { status: 'hidden' }],
  ])('refuses a card with %s', async (_, change) => {
    expect(await outcome(setDoc(card(editor, 'refused'), member(change)))).toBe('permission-denied')
  })
})

// Decision 0039: a review's and each setting's history, as a post's and a project's.
describe('content rules: the history of a review and of the settings', () => {
  const revs = (c: Client, path: string) => collection(c.db, path, 'revisions')
  const signed = (fields: object, email = 'editor@example.com') => ({
    ...fields,
    savedAt: serverTimestamp(),
    savedBy: email,
  })
  /** A save with the revision the desk writes beside it (at `origin` when it begins a history). */
  function save(c: Client, path: string, data: Record<string, unknown>, rev: object, id?: string) {
    const batch = writeBatch(c.db)
    batch.set(doc(c.db, path), data)
    batch.set(id ? doc(c.db, path, 'revisions', id) : doc(revs(c, path)), rev)
    return batch.commit()
  }

  it('a new review’s first save begins its history, signed by its writer, equal to what it saved', async () => {
    const data = clientTestimonial()
    const { updatedAt: _u, ...fields } = data
    const path = 'testimonials/with-history'
    expect(
      await outcome(save(editor, path, data, signed(fields, 'owner@example.com'), 'origin')),
    ).toBe('permission-denied')
    expect(
      await outcome(
        save(editor, path, data, signed({ ...fields, quote: 'Never said.' }), 'origin'),
      ),
    ).toBe('permission-denied')
    expect(await outcome(save(editor, path, data, signed(fields)))).toBe('permission-denied')
    expect(await outcome(save(editor, path, data, signed(fields), 'origin'))).toBe('allowed')
    const next = clientTestimonial({ about: 'Deck rebuild' })
    const { updatedAt: _n, ...nextFields } = next
    expect(await outcome(save(editor, path, next, signed(nextFields)))).toBe('allowed')
    const history = await getDocs(revs(owner, path))
    expect(history.docs.map((d) => d.get('about') ?? null).sort()).toEqual(['Deck rebuild', null])
    const origin = doc(owner.db, path, 'revisions', 'origin')
    expect(await outcome(updateDoc(origin, { quote: 'Rewritten' }))).toBe('permission-denied')
    expect(await outcome(deleteDoc(origin))).toBe('permission-denied')
    // Deleted, the review keeps its history.
    expect(await outcome(deleteDoc(doc(editor.db, path)))).toBe('allowed')
    expect((await getDocs(revs(owner, path))).size).toBe(2)
  })

  it.each([
    ['business', () => clientBusiness({ responseTarget: 'the same day' })],
    ['prices', () => clientPrices({ sample: false })],
  ])(
    'settings/%s: a save records the stored version once, unsigned, then its own',
    async (name, make) => {
      const path = `settings/${name}`
      const stored = (await getDoc(doc(editor.db, path))).data() ?? {}
      const { updatedAt: at, ...before } = stored
      const data = make()
      const { updatedAt: _u, ...fields } = data
      const withHistory = (origin: object, rev: object) => {
        const batch = writeBatch(editor.db)
        batch.set(doc(editor.db, path), data)
        batch.set(doc(editor.db, path, 'revisions', 'origin'), origin)
        batch.set(doc(revs(editor, path)), rev)
        return batch.commit()
      }
      const unsigned = { ...before, savedAt: at, savedBy: null }
      // A stored version that is not the one stored, or a setting's fields in the other's history.
      expect(await outcome(withHistory({ ...unsigned, name: 'Forged' }, signed(fields)))).toBe(
        'permission-denied',
      )
      expect(
        await outcome(withHistory(unsigned, signed({ ...fields, sample: true, extra: 1 }))),
      ).toBe('permission-denied')
      expect(await outcome(withHistory(unsigned, signed(fields)))).toBe('allowed')
      expect((await getDocs(revs(owner, path))).size).toBe(2)
      expect(await outcome(getDocs(revs(roles.nonStaff[0]?.[1] as Client, path)))).toBe(
        'permission-denied',
      )
    },
  )
})

// Decision 0039: every page's questions, a collection of the desk.
describe('content rules: each page’s questions', () => {
  const list = (items = 1, extra: Record<string, unknown> = {}) => ({
    title: 'Contact page',
    items: Array.from({ length: items }, (_, i) => ({
      id: `q${i}`,
      question: `Question ${i}?`,
      answer: 'Call {phone}.',
    })),
    order: 0,
    ...stamp(),
    ...extra,
  })
  const page = (c: Client, id: string) => doc(c.db, 'faqs', id)

  it('staff save a known page’s questions, stamped, with its history; nobody else reads them', async () => {
    expect(await outcome(setDoc(page(editor, 'contact'), list(6)))).toBe('allowed')
    const batch = writeBatch(owner.db)
    batch.set(page(owner, 'contact'), list(5))
    const { updatedAt: _s, ...saved } = list(5)
    const stored = (await getDoc(page(owner, 'contact'))).data() ?? {}
    const { updatedAt: at, ...before } = stored
    batch.set(doc(owner.db, 'faqs', 'contact', 'revisions', 'origin'), {
      ...before,
      savedAt: at,
      savedBy: null,
    })
    batch.set(doc(collection(owner.db, 'faqs', 'contact', 'revisions')), {
      ...saved,
      savedAt: serverTimestamp(),
      savedBy: 'owner@example.com',
    })
    expect(await outcome(batch.commit())).toBe('allowed')
    expect((await getDocs(collection(owner.db, 'faqs', 'contact', 'revisions'))).size).toBe(2)
    for (const [, c] of roles.nonStaff) {
      expect(await outcome(getDoc(page(c, 'contact')))).toBe('permission-denied')
      expect(await outcome(setDoc(page(c, 'contact'), list(1)))).toBe('permission-denied')
    }
  })

  it('refuses a page no page shows, an empty or too long list, an unstamped save and a delete', async () => {
    expect(await outcome(setDoc(page(editor, 'nowhere'), list(1)))).toBe('permission-denied')
    expect(await outcome(setDoc(page(editor, 'faq'), list(0)))).toBe('permission-denied')
    expect(await outcome(setDoc(page(editor, 'faq'), list(13)))).toBe('permission-denied')
    expect(await outcome(setDoc(page(editor, 'faq'), list(1, { updatedAt: null })))).toBe(
      'permission-denied',
    )
    expect(await outcome(setDoc(page(editor, 'faq'), list(1, { extra: true })))).toBe(
      'permission-denied',
    )
    expect(await outcome(setDoc(page(editor, 'faq'), list(12)))).toBe('allowed')
    expect(await outcome(deleteDoc(page(owner, 'faq')))).toBe('permission-denied')
  })
})

describe('content rules: what staff may not write', () => {
  const forged = { updatedAt: Timestamp.fromDate(new Date('2020-01-01')) }

  it('every save carries the server’s time: a forged or missing one is refused', async () => {
    await clearProject('forged')
    const { updatedAt: _u, ...unstamped } = clientProject('forged-job')
    expect(await outcome(saveProject(editor, 'forged', unstamped))).toBe('permission-denied')
    expect(await outcome(saveProject(editor, 'forged', clientProject('forged-job', forged)))).toBe(
      'permission-denied',
    )
    expect(await outcome(setDoc(testimonial(editor, 'f'), clientTestimonial(forged)))).toBe(
      'permission-denied',
    )
    expect(await outcome(setDoc(setting(editor, 'business'), clientBusiness(forged)))).toBe(
      'permission-denied',
    )
    expect(await outcome(setDoc(setting(editor, 'prices'), clientPrices(forged)))).toBe(
      'permission-denied',
    )
  })

  it.each<[string, Record<string, unknown>]>([
    ['a city outside the service areas', { city: 'charlotte' }],
    ['an unknown service', { services: ['pools'] }],
    ['no service', { services: [] }],
    ['a status other than draft or published', { status: 'archived' }],
    ['an empty title', { title: '   ' }],
    ['a field the schema does not have', { rating: 5 }],
    ['a completed date that is not a date', { completed: 'last spring' }],
    ['a cover without alt text', { cover: { source: { kind: 'asset', key: 'patio' }, alt: ' ' } }],
    [
      'a cover cropped in a way the site cannot show',
      { cover: { source: { kind: 'asset', key: 'patio' }, alt: 'A patio', crop: 'left' } },
    ],
    [
      'a cover that names no picture',
      { cover: { source: { kind: 'link', url: 'https://x.example/a.jpg' }, alt: 'A patio' } },
    ],
  ])('a project with %s is refused', async (_, extra) => {
    await clearProject('bad')
    expect(await outcome(saveProject(editor, 'bad', clientProject('bad-job', extra)))).toBe(
      'permission-denied',
    )
  })

  it.each(['project-1', 'project-2', 'project-3', 'project-4', 'project-5', 'project-spotlight'])(
    'the route’s reserved word %s is no project’s slug',
    async (word) => {
      await clearProject('squatter')
      expect(await outcome(saveProject(owner, 'squatter', clientProject(word)))).toBe(
        'permission-denied',
      )
      expect(await outcome(setDoc(projectSlug(owner, word), { projectId: 'published' }))).toBe(
        'permission-denied',
      )
    },
  )

  it('one slug, one project: a save must hold its reservation, and cannot take another’s', async () => {
    await Promise.all([clearProject('holder'), clearProject('taker')])
    const data = clientProject('one-address')
    expect(await outcome(saveProject(editor, 'holder', data, { reserve: false }))).toBe(
      'permission-denied',
    )
    expect(await outcome(saveProject(editor, 'holder', data))).toBe('allowed')
    expect(await outcome(saveProject(owner, 'taker', clientProject('one-address')))).toBe(
      'permission-denied',
    )
    expect(await outcome(deleteDoc(projectSlug(owner, 'one-address')))).toBe('permission-denied')
    // A changed slug must release the old reservation in the same write.
    expect(await outcome(saveProject(editor, 'holder', clientProject('new-address')))).toBe(
      'permission-denied',
    )
  })

  it('the projects’ namespace is their own: a post’s reservation does not serve a project', async () => {
    await clearProject('crossed')
    const batch = writeBatch(editor.db)
    batch.set(project(editor, 'crossed'), clientProject('crossed-slug'))
    batch.set(doc(editor.db, 'slugs', 'crossed-slug'), { postId: 'crossed' })
    expect(await outcome(batch.commit())).toBe('permission-denied')
    // ...and a project may carry a slug a post holds: they are different addresses.
    await admin.db.doc('slugs/shared-word').set({ postId: 'some-post' })
    expect(await outcome(saveProject(editor, 'crossed', clientProject('shared-word')))).toBe(
      'allowed',
    )
  })

  it('revisions: signed by the writer at the server’s time; nobody edits or deletes one', async () => {
    await clearProject('history')
    const data = clientProject('history-job')
    expect(
      await outcome(saveProject(editor, 'history', data, { email: 'owner@example.com' })),
    ).toBe('permission-denied')
    const late = writeBatch(editor.db)
    late.set(project(editor, 'history'), data)
    late.set(projectSlug(editor, 'history-job'), { projectId: 'history' })
    late.set(
      doc(revisions(editor, 'history')),
      signedRevision('history-job', 'editor@example.com', { savedAt: Timestamp.now() }),
    )
    expect(await outcome(late.commit())).toBe('permission-denied')
    const first = { email: 'editor@example.com', revisionId: 'origin' }
    expect(await outcome(saveProject(editor, 'history', data, first))).toBe('allowed')
    const ref = doc(owner.db, revision(owner, 'history', 'origin').path)
    expect(await outcome(updateDoc(ref, { title: 'Rewritten' }))).toBe('permission-denied')
    expect(await outcome(deleteDoc(ref))).toBe('permission-denied')
  })

  // Issue 43, finding 6: each was accepted.
  it.each<[string, Record<string, unknown>]>([
    ['another title', { title: 'A Job Never Saved' }],
    ['another story', { story: 'A story the project never told.' }],
    ['other tags', { tags: ['Forged'] }],
    ['another location', { location: 'Somewhere Else' }],
  ])('a signed revision with %s than the project saved beside it is refused', async (_, forged) => {
    const batch = writeBatch(editor.db)
    batch.set(project(editor, 'history'), clientProject('history-job'))
    batch.set(
      doc(revisions(editor, 'history')),
      signedRevision('history-job', 'editor@example.com', forged),
    )
    expect(await outcome(batch.commit())).toBe('permission-denied')
  })

  it('an unsigned revision (history begun late) must be the stored version, dated as it, once', async () => {
    const stored = (await getDoc(project(editor, 'draft'))).data() ?? {}
    const { updatedAt, ...fields } = stored
    const unsigned = { ...fields, savedAt: updatedAt, savedBy: null }
    const add = (rev: object, revisionId = 'origin') => {
      const batch = writeBatch(editor.db)
      batch.update(project(editor, 'draft'), stamp())
      batch.set(revision(editor, 'draft', revisionId), rev)
      return batch.commit()
    }
    expect(await outcome(add({ ...unsigned, title: 'Not what was stored' }))).toBe(
      'permission-denied',
    )
    // Issue 43, finding 6: dated 2001, other tags, or anywhere but `origin`; each was accepted.
    const y2001 = Timestamp.fromDate(new Date('2001-01-01T00:00:00Z'))
    expect(await outcome(add({ ...unsigned, savedAt: y2001 }))).toBe('permission-denied')
    expect(await outcome(add({ ...unsigned, tags: ['Forged'] }))).toBe('permission-denied')
    expect(await outcome(add(unsigned, 'elsewhere'))).toBe('permission-denied')
    expect(await outcome(add(unsigned))).toBe('allowed')
    // Its history begun, the stored version unsigned is refused: here, and where it began signed.
    for (const id of ['draft', 'history']) {
      const { updatedAt: at, ...now } = (await getDoc(project(editor, id))).data() ?? {}
      const batch = writeBatch(editor.db)
      batch.update(project(editor, id), stamp())
      batch.set(doc(revisions(editor, id)), { ...now, savedAt: at, savedBy: null })
      expect(await outcome(batch.commit()), id).toBe('permission-denied')
    }
  })

  it('a deleted project keeps its history and a true copy; nobody deletes either meanwhile', async () => {
    // Issue 43, finding 6: a plain delete, and its history with it, were accepted.
    expect(await outcome(deleteDoc(project(owner, 'history')))).toBe('permission-denied')
    const history = (await getDocs(revisions(owner, 'history'))).docs
    const wiped = deleteKeepingCopy(
      owner,
      'owner@example.com',
      { collection: 'projects', tombstones: 'deletedProjects', id: 'history' },
      {
        also: (batch) => {
          for (const d of history) batch.delete(doc(owner.db, d.ref.path))
        },
      },
    )
    expect(await outcome(wiped)).toBe('permission-denied')
    const forged = deleteKeepingCopy(
      owner,
      'owner@example.com',
      { collection: 'projects', tombstones: 'deletedProjects', id: 'history' },
      { forged: { document: clientProject('history-job', { title: 'Not it', updatedAt: null }) } },
    )
    expect(await outcome(forged)).toBe('permission-denied')
    expect(await outcome(removeProject(owner, 'owner@example.com', 'history', 'history-job'))).toBe(
      'allowed',
    )
    for (const d of history)
      expect(await outcome(deleteDoc(doc(owner.db, d.ref.path)))).toBe('permission-denied')
    expect(await outcome(deleteDoc(doc(owner.db, 'deletedProjects', 'history')))).toBe(
      'permission-denied',
    )
    expect((await getDocs(revisions(owner, 'history'))).size).toBe(history.length)
  })

  it('settings holds business and prices only, and neither is deleted', async () => {
    expect(await outcome(setDoc(setting(owner, 'theme'), clientPrices()))).toBe('permission-denied')
    expect(await outcome(setDoc(setting(owner, 'prices'), clientBusiness()))).toBe(
      'permission-denied',
    )
    expect(await outcome(deleteDoc(setting(owner, 'business')))).toBe('permission-denied')
    expect(await outcome(deleteDoc(setting(owner, 'prices')))).toBe('permission-denied')
  })

  it.each<[string, Record<string, unknown>]>([
    ['a phone that does not dial (not E.164)', { phone: { display: 'x', tel: '(919) 555-0142' } }],
    ['an email without a domain', { email: 'hello@' }],
    ['a review link that is not https', { googleReviewUrl: 'javascript:alert(1)' }],
    ['a field the schema does not have', { password: 'x' }],
  ])('business facts with %s are refused', async (_, extra) => {
    expect(await outcome(setDoc(setting(owner, 'business'), clientBusiness(extra)))).toBe(
      'permission-denied',
    )
  })

  it.each<[string, Record<string, unknown>]>([
    ['no consent noted, on a review that is not a sample', { consent: undefined }],
    ['a source link that is not https', { source: { name: 'Google', url: 'http://g.example/r' } }],
    ['a project slug that is a route’s word', { project: 'project-spotlight' }],
    ['a city outside the service areas', { city: 'charlotte' }],
    ['an empty quote', { quote: '' }],
  ])('a testimonial with %s is refused', async (_, extra) => {
    expect(await outcome(setDoc(testimonial(owner, 'bad'), clientTestimonial(extra)))).toBe(
      'permission-denied',
    )
  })
})

describe('content rules: the index of where uploaded photos are used (mediaUses)', () => {
  const HASH = 'e'.repeat(64)
  const entry = (c: Client, id = HASH) => doc(c.db, 'mediaUses', id)
  const key = (k: string, value: unknown = true) =>
    setDoc(entry(editor), { uses: { [k]: value } }, { merge: true })

  it('staff add and take out one document’s key per write, and read nothing back', async () => {
    await admin.db.doc(`mediaUses/${HASH}`).delete()
    expect(await outcome(key('blog-posts:p1'))).toBe('allowed')
    expect(
      await outcome(setDoc(entry(owner), { uses: { 'projects:x': true } }, { merge: true })),
    ).toBe('allowed')
    expect(await outcome(key('blog-posts:p1', deleteField()))).toBe('allowed')
    expect((await admin.db.doc(`mediaUses/${HASH}`).get()).data()).toEqual({
      uses: { 'projects:x': true },
    })
    // The server reads it with admin credentials; no browser needs to.
    expect(await outcome(getDoc(entry(editor)))).toBe('permission-denied')
    expect(await outcome(getDocs(collection(editor.db, 'mediaUses')))).toBe('permission-denied')
    expect(await outcome(deleteDoc(entry(editor)))).toBe('permission-denied')
  })

  it('refuses several keys at once, other fields, and a name that is not a photo’s hash', async () => {
    expect(
      await outcome(
        setDoc(
          entry(editor),
          { uses: { 'blog-posts:a': true, 'blog-posts:b': true } },
          { merge: true },
        ),
      ),
    ).toBe('permission-denied')
    expect(
      await outcome(
        setDoc(entry(editor, 'f'.repeat(64)), {
          uses: { 'blog-posts:a': true, 'blog-posts:b': true },
        }),
      ),
    ).toBe('permission-denied')
    expect(await outcome(setDoc(entry(editor), { uses: {}, public: true }, { merge: true }))).toBe(
      'permission-denied',
    )
    expect(
      await outcome(setDoc(entry(editor, 'not-a-hash'), { uses: { 'blog-posts:a': true } })),
    ).toBe('permission-denied')
  })

  it.each(roles.nonStaff)('%s writes and reads none of it', async (_, c) => {
    expect(
      await outcome(setDoc(entry(c), { uses: { 'blog-posts:a': true } }, { merge: true })),
    ).toBe('permission-denied')
    expect(await outcome(getDoc(entry(c)))).toBe('permission-denied')
  })
})
