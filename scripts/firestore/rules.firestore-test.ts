import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  type QueryConstraint,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type WriteBatch,
  where,
  writeBatch,
} from 'firebase/firestore/lite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { leadDoc } from '../../server/leads/firestoreStore'
import { pendingDelivery } from '../../server/leads/types'
import { fetchPostBySlug, fetchPostsAfter } from '../../src/blog/live'
import {
  CONTENT_MAX_LENGTH,
  MAX_TAGS,
  TEXT_MAX_LENGTH,
  validatePostWrite,
} from '../../src/blog/schema'
import { createServerClock } from '../../src/blog/serverTime'
import { LEAD_REASON_MAX, LEAD_VALUE_MAX, ownerLeadChangeSchema } from '../../src/lib/leadRecord'
import { backfillSlugs } from '../slugs/reservations'
import { postDoc } from './admin'
import { PROJECT_ID } from './emulator'
import { outcome } from './outcome'
import { type Client, rulesTestBed } from './ruleClients'
import { deleteKeepingCopy } from './rulesDeletes'

/**
 * firestore.rules as browsers meet them (the web SDK, not admin): a visitor, a signed-in user
 * without a role, staff (`mockUserToken` with `editor: true` or `owner: true` on a verified
 * address), and the claim on an address nobody proved (the pre-claim attack). Also
 * src/blog/live.ts's queries against the rules, for a visitor whose clock runs a day fast.
 * Port: FIRESTORE_RULES_TEST_PORT, default 8183.
 */
const PORT = Number(process.env.FIRESTORE_RULES_TEST_PORT ?? 8183)
const HOUR = 3_600_000
const DAY = 24 * HOUR
const roles = rulesTestBed(PORT)
const { admin, client, visitor, reader, editor, owner, pretender, unverified, noVerifiedClaim } =
  roles
// The owner's claim alone, on an address nobody proved, and with no email_verified claim at all.
const unverifiedOwner = client('unverified-owner', {
  email: 'future-owner@example.com',
  email_verified: false,
  owner: true,
})
const ownerNoVerifiedClaim = client('owner-no-verified-claim', {
  email: 'y@example.com',
  owner: true,
})

const posts = (c: Client) => collection(c.db, 'blog-posts')
const post = (c: Client, id: string) => doc(c.db, 'blog-posts', id)

/** A valid document as an editor's browser writes it (web SDK Timestamps, the server's updatedAt). */
function clientPost(slug: string, extra: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = {
    ...postDoc(slug, new Date()),
    publishedAt: Timestamp.fromDate(new Date('2025-05-01T12:00:00Z')),
    updatedAt: serverTimestamp(),
    ...extra,
  }
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key]
  return data
}

/** The visitor's queries: published, and publishedAt bounded by `bound` (now by default). */
function publicQuery(c: Client, extra: QueryConstraint[] = [], bound = new Date()) {
  return query(
    posts(c),
    where('status', '==', 'published'),
    ...extra,
    where('publishedAt', '<=', Timestamp.fromDate(bound)),
    orderBy('publishedAt', 'desc'),
    limit(20),
  )
}

const ids = async (q: Parameters<typeof getDocs>[0]) => (await getDocs(q)).docs.map((d) => d.id)

const slug = (c: Client, name: string) => doc(c.db, 'slugs', name)

/** A new post as the desk writes it: the post and its slug's reservation in one write. */
function createWithSlug(c: Client, id: string, data: Record<string, unknown>) {
  const batch = writeBatch(c.db)
  batch.set(post(c, id), data)
  batch.set(slug(c, String(data.slug)), { postId: id })
  return batch.commit()
}

/** A delete as the desk makes it: the post goes, its copy stays in `deletedPosts`. */
function removePost(c: Client, id: string, options: Parameters<typeof deleteKeepingCopy>[3] = {}) {
  const email = c === owner ? 'owner@example.com' : 'editor@example.com'
  return deleteKeepingCopy(
    c,
    email,
    { collection: 'blog-posts', tombstones: 'deletedPosts', id },
    options,
  )
}

/** Removes, with admin rights, a post, its history, its copy and every slug reservation it holds. */
async function clearPost(id: string) {
  await admin.db.recursiveDelete(admin.posts().doc(id))
  await admin.db.collection('deletedPosts').doc(id).delete()
  const held = await admin.db.collection('slugs').where('postId', '==', id).get()
  await Promise.all(held.docs.map((d) => d.ref.delete()))
}

beforeAll(async () => {
  await Promise.all([
    admin
      .posts()
      .doc('published-1')
      .set(postDoc('published-one', new Date('2025-02-01T12:00:00Z'))),
    admin
      .posts()
      .doc('draft-1')
      .set(postDoc('draft-one', new Date('2025-03-01T12:00:00Z'), { status: 'draft' })),
    admin
      .posts()
      .doc('scheduled-1')
      .set(postDoc('scheduled-one', new Date(Date.now() + HOUR))),
    admin.db.collection('other').doc('x').set({ secret: true }),
  ])
}, 120_000)

describe.each(roles.nonStaff)('firestore.rules for %s', (_, c) => {
  it('allows the bounded published query, and it returns published, due posts only', async () => {
    expect(await ids(publicQuery(c))).toEqual(['published-1'])
  })

  it('finds a published post by slug, and not a scheduled one', async () => {
    expect(await ids(publicQuery(c, [where('slug', '==', 'published-one')]))).toEqual([
      'published-1',
    ])
    expect(await ids(publicQuery(c, [where('slug', '==', 'scheduled-one')]))).toEqual([])
  })

  it('reads a published, due post by id, never a draft or a scheduled post', async () => {
    expect((await getDoc(post(c, 'published-1'))).data()?.slug).toBe('published-one')
    expect(await outcome(getDoc(post(c, 'draft-1')))).toBe('permission-denied')
    expect(await outcome(getDoc(post(c, 'scheduled-1')))).toBe('permission-denied')
  })

  it('denies queries that could return drafts or scheduled posts', async () => {
    // Without the status filter, without the bound, with a bound a day ahead (a fast clock).
    expect(await outcome(getDocs(posts(c)))).toBe('permission-denied')
    expect(await outcome(getDocs(query(posts(c), where('slug', '==', 'draft-one'))))).toBe(
      'permission-denied',
    )
    expect(await outcome(getDocs(query(posts(c), where('status', '==', 'published'))))).toBe(
      'permission-denied',
    )
    expect(await outcome(getDocs(publicQuery(c, [], new Date(Date.now() + DAY))))).toBe(
      'permission-denied',
    )
    expect(
      await outcome(
        getDocs(
          query(
            posts(c),
            where('status', '==', 'draft'),
            where('publishedAt', '<=', Timestamp.now()),
          ),
        ),
      ),
    ).toBe('permission-denied')
  })

  it('denies every write, even of a valid post', async () => {
    expect(await outcome(addDoc(posts(c), clientPost('sneaky')))).toBe('permission-denied')
    expect(await outcome(setDoc(post(c, 'new-one'), clientPost('new-one')))).toBe(
      'permission-denied',
    )
    const stamp = { updatedAt: serverTimestamp() }
    expect(await outcome(updateDoc(post(c, 'published-1'), { title: 'Hacked', ...stamp }))).toBe(
      'permission-denied',
    )
    expect(await outcome(updateDoc(post(c, 'draft-1'), { status: 'published', ...stamp }))).toBe(
      'permission-denied',
    )
    expect(await outcome(deleteDoc(post(c, 'published-1')))).toBe('permission-denied')
  })

  it('denies other collections', async () => {
    expect(await outcome(getDoc(doc(c.db, 'other', 'x')))).toBe('permission-denied')
  })
})

describe('firestore.rules for staff', () => {
  it.each([
    ['an editor', editor],
    ['the owner', owner],
  ])('%s reads every post: drafts and scheduled ones too, by id and by any query', async (_, c) => {
    expect((await getDoc(post(c, 'draft-1'))).exists()).toBe(true)
    expect((await getDoc(post(c, 'scheduled-1'))).exists()).toBe(true)
    expect((await ids(posts(c))).sort()).toEqual(['draft-1', 'published-1', 'scheduled-1'])
  })

  it('the owner writes a post too', async () => {
    const ref = post(owner, 'owner-1')
    expect(await outcome(createWithSlug(owner, 'owner-1', clientPost('owners-post')))).toBe(
      'allowed',
    )
    expect(await outcome(removePost(owner, ref.id))).toBe('allowed')
  })

  it('nobody reads or writes the rate limit’s counts from a browser, the owner included', async () => {
    await admin.db.collection('leadLimits').doc('doc-1').set({ count: 1 })
    for (const c of [visitor, reader, editor, owner, unverified]) {
      const ref = doc(c.db, 'leadLimits', 'doc-1')
      expect(await outcome(getDoc(ref))).toBe('permission-denied')
      expect(await outcome(getDocs(collection(c.db, 'leadLimits')))).toBe('permission-denied')
      expect(await outcome(setDoc(doc(c.db, 'leadLimits', 'x'), { count: 0 }))).toBe(
        'permission-denied',
      )
      expect(await outcome(updateDoc(ref, { count: 0 }))).toBe('permission-denied')
      expect(await outcome(deleteDoc(ref))).toBe('permission-denied')
    }
  })

  it('a save must carry the server’s time as updatedAt: a forged or missing one is refused', async () => {
    const ref = post(editor, 'stamped')
    expect(
      await outcome(
        createWithSlug(editor, ref.id, clientPost('stamped', { updatedAt: undefined })),
      ),
    ).toBe('permission-denied')
    const forged = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'))
    expect(
      await outcome(createWithSlug(editor, ref.id, clientPost('stamped', { updatedAt: forged }))),
    ).toBe('permission-denied')
    expect(
      await outcome(
        createWithSlug(editor, ref.id, clientPost('stamped', { updatedAt: Timestamp.now() })),
      ),
    ).toBe('permission-denied')
    expect(await outcome(createWithSlug(editor, ref.id, clientPost('stamped')))).toBe('allowed')
    expect(await outcome(updateDoc(ref, { title: 'No stamp' }))).toBe('permission-denied')
    await removePost(editor, ref.id)
  })

  it('creates, updates, unpublishes and deletes a post', async () => {
    const ref = post(editor, 'editor-1')
    expect(await outcome(createWithSlug(editor, ref.id, clientPost('editors-post')))).toBe(
      'allowed',
    )
    expect((await getDoc(post(visitor, 'editor-1'))).exists()).toBe(true)

    expect(await outcome(updateDoc(ref, { title: 'Retitled', updatedAt: serverTimestamp() }))).toBe(
      'allowed',
    )
    expect((await getDoc(post(visitor, 'editor-1'))).data()?.title).toBe('Retitled')

    // Unpublished: back to a draft, gone for visitors, still the editor's.
    expect(await outcome(updateDoc(ref, { status: 'draft', updatedAt: serverTimestamp() }))).toBe(
      'allowed',
    )
    expect(await outcome(getDoc(post(visitor, 'editor-1')))).toBe('permission-denied')
    expect((await getDoc(ref)).data()?.status).toBe('draft')

    expect(await outcome(removePost(editor, ref.id))).toBe('allowed')
    expect((await getDoc(ref)).exists()).toBe(false)
  })

  it('schedules a post: visitors cannot read it until it is due', async () => {
    const ref = post(editor, 'editor-later')
    const at = Timestamp.fromMillis(Date.now() + HOUR)
    expect(
      await outcome(
        createWithSlug(editor, ref.id, clientPost('editors-later', { publishedAt: at })),
      ),
    ).toBe('allowed')
    expect(await outcome(getDoc(post(visitor, 'editor-later')))).toBe('permission-denied')
    await removePost(editor, ref.id)
  })

  // Each write is judged twice: by the rules (emulator) and by the schema the editor validates
  // with; the two must agree.
  it.each<Case>([
    ['a valid draft', 'allowed', { status: 'draft' }],
    ['no cover', 'allowed', { seo: { title: 'S', ogImage: null } }],
    ['content of exactly the limit', 'allowed', { content: 'a'.repeat(CONTENT_MAX_LENGTH) }],
    ['the most tags allowed', 'allowed', { tags: Array(MAX_TAGS).fill('Tag') }],
    ['a missing title', 'permission-denied', { title: undefined }],
    ['a missing publishedAt', 'permission-denied', { publishedAt: undefined }],
    ['a missing seo block', 'permission-denied', { seo: undefined }],
    ['a bad slug', 'permission-denied', { slug: 'Not A Slug!' }],
    ['a slug with a trailing hyphen', 'permission-denied', { slug: 'trailing-' }],
    ['tags that are not a list', 'permission-denied', { tags: 'Patios' }],
    ['a tag that is not a string', 'permission-denied', { tags: ['Patios', 7] }],
    ['a blank tag', 'permission-denied', { tags: [' '] }],
    ['too many tags', 'permission-denied', { tags: Array(MAX_TAGS + 1).fill('Tag') }],
    ['content that is not a string', 'permission-denied', { content: 42 }],
    ['publishedAt typed as text', 'permission-denied', { publishedAt: '2025-05-01T12:00:00Z' }],
    ['updatedAt typed as text', 'permission-denied', { updatedAt: 'yesterday' }],
    ['a blank title', 'permission-denied', { title: '   ' }],
    ['an unknown status', 'permission-denied', { status: 'scheduled' }],
    ['an unknown field', 'permission-denied', { featured: true }],
    [
      'an unknown seo field',
      'permission-denied',
      { seo: { title: 'S', ogImage: null, robots: 'noindex' } },
    ],
    ['a cover that is not a string', 'permission-denied', { seo: { title: 'S', ogImage: 7 } }],
    ['oversize content', 'permission-denied', { content: 'a'.repeat(CONTENT_MAX_LENGTH + 1) }],
    // Every text field at its limit, then one past it.
    ...lengthCases('slug', TEXT_MAX_LENGTH.slug, (n) => ({ slug: 'a'.repeat(n) })),
    ...lengthCases('title', TEXT_MAX_LENGTH.title, (n) => ({ title: 'T'.repeat(n) })),
    ...lengthCases('excerpt', TEXT_MAX_LENGTH.excerpt, (n) => ({ excerpt: 'e'.repeat(n) })),
    ...lengthCases('author', TEXT_MAX_LENGTH.author, (n) => ({ author: 'A'.repeat(n) })),
    ...lengthCases('tag', TEXT_MAX_LENGTH.tag, (n) => ({ tags: ['Patios', 'g'.repeat(n)] })),
    ...lengthCases('seo title', TEXT_MAX_LENGTH.seoTitle, (n) => ({
      seo: { title: 's'.repeat(n), ogImage: null },
    })),
    ...lengthCases('cover address', TEXT_MAX_LENGTH.ogImage, (n) => ({
      seo: {
        title: 'S',
        ogImage: `https://cdn.example/${'c'.repeat(n - 24)}.png`,
        ogImageAlt: 'A',
      },
    })),
    ['a 900 000-character title', 'permission-denied', { title: 'T'.repeat(900_000) }],
    ...coverCases(),
    // publishedAt from 2000 to 2099.
    ['publishedAt on 1 January 2000', 'allowed', { publishedAt: at('2000-01-01T00:00:00Z') }],
    [
      'publishedAt just before 2000',
      'permission-denied',
      { publishedAt: at('1999-12-31T23:59:59Z') },
    ],
    [
      'publishedAt on the last second of 2099',
      'allowed',
      { publishedAt: at('2099-12-31T23:59:59Z') },
    ],
    ['publishedAt in 2100', 'permission-denied', { publishedAt: at('2100-01-01T00:00:00Z') }],
    ['publishedAt in the year 1', 'permission-denied', { publishedAt: at('0001-01-01T00:00:00Z') }],
  ])('a write with %s: %s, by the rules and the schema alike', async (_, verdict, change) => {
    const data = clientPost('checked-post', change)
    await clearPost('checked')
    expect(await outcome(createWithSlug(editor, 'checked', data))).toBe(verdict)
    // The schema sees the document as the server stores it: the server's time for its stamp.
    const stored = typeof data.updatedAt === 'string' ? data : { ...data, updatedAt: new Date() }
    expect(validatePostWrite(stored).ok).toBe(verdict === 'allowed')
  })

  it('checks updates as whole documents too', async () => {
    await clearPost('checked')
    await createWithSlug(editor, 'checked', clientPost('checked-post'))
    const stamp = { updatedAt: serverTimestamp() }
    expect(await outcome(updateDoc(post(editor, 'checked'), { slug: 'Bad Slug', ...stamp }))).toBe(
      'permission-denied',
    )
    expect(await outcome(updateDoc(post(editor, 'checked'), { extra: 1, ...stamp }))).toBe(
      'permission-denied',
    )
    await removePost(editor, 'checked')
  })
})

describe('firestore.rules: one slug, one post (slugs/{slug} reservations)', () => {
  // The posts here are published: the later tests of the visitor's queries must not see them.
  afterAll(async () => {
    for (const id of [
      'unreserved',
      'holder',
      'taker',
      'mover',
      'follower',
      'elsewhere',
      'newcomer',
    ])
      await clearPost(id)
  })

  it('a write that skips the reservation is denied, on create and on update', async () => {
    await clearPost('unreserved')
    expect(await outcome(setDoc(post(editor, 'unreserved'), clientPost('unreserved')))).toBe(
      'permission-denied',
    )
    // A post the seed wrote without a reservation (admin) cannot be saved until it takes one.
    await admin
      .posts()
      .doc('unreserved')
      .set(postDoc('unreserved', new Date('2025-01-01')))
    const stamp = { updatedAt: serverTimestamp() }
    expect(await outcome(updateDoc(post(editor, 'unreserved'), { title: 'T', ...stamp }))).toBe(
      'permission-denied',
    )
    const batch = writeBatch(editor.db)
    batch.update(post(editor, 'unreserved'), { title: 'T', ...stamp })
    batch.set(slug(editor, 'unreserved'), { postId: 'unreserved' })
    expect(await outcome(batch.commit())).toBe('allowed')
  })

  it('a second post cannot take a slug another post holds, with or without the reservation', async () => {
    await Promise.all([clearPost('holder'), clearPost('taker')])
    expect(await outcome(createWithSlug(editor, 'holder', clientPost('shared-slug')))).toBe(
      'allowed',
    )
    expect(await outcome(createWithSlug(owner, 'taker', clientPost('shared-slug')))).toBe(
      'permission-denied',
    )
    expect(await outcome(setDoc(post(owner, 'taker'), clientPost('shared-slug')))).toBe(
      'permission-denied',
    )
    // Nor can the reservation be taken from under the post that carries it.
    expect(await outcome(deleteDoc(slug(owner, 'shared-slug')))).toBe('permission-denied')
    expect(await outcome(setDoc(slug(owner, 'shared-slug'), { postId: 'taker' }))).toBe(
      'permission-denied',
    )
    expect((await getDoc(slug(editor, 'shared-slug'))).data()).toEqual({ postId: 'holder' })
  })

  it('a changed slug takes the new reservation and releases the old one in the same write', async () => {
    await clearPost('mover')
    await createWithSlug(editor, 'mover', clientPost('old-address'))
    const stamp = { updatedAt: serverTimestamp() }
    const keepsOld = writeBatch(editor.db)
    keepsOld.update(post(editor, 'mover'), { slug: 'new-address', ...stamp })
    keepsOld.set(slug(editor, 'new-address'), { postId: 'mover' })
    expect(await outcome(keepsOld.commit())).toBe('permission-denied')
    const moves = writeBatch(editor.db)
    moves.update(post(editor, 'mover'), { slug: 'new-address', ...stamp })
    moves.set(slug(editor, 'new-address'), { postId: 'mover' })
    moves.delete(slug(editor, 'old-address'))
    expect(await outcome(moves.commit())).toBe('allowed')
    // The old address is free again for another post.
    await clearPost('follower')
    expect(await outcome(createWithSlug(editor, 'follower', clientPost('old-address')))).toBe(
      'allowed',
    )
  })

  it('a reservation must name a post that carries its slug; an orphan may be released', async () => {
    await clearPost('elsewhere')
    await createWithSlug(editor, 'elsewhere', clientPost('elsewhere-slug'))
    expect(await outcome(setDoc(slug(editor, 'squatted'), { postId: 'elsewhere' }))).toBe(
      'permission-denied',
    )
    expect(
      await outcome(setDoc(slug(editor, 'squatted-2'), { postId: 'elsewhere', extra: 1 })),
    ).toBe('permission-denied')
    // The post is deleted, its reservation left behind: another post may take the slug over...
    await admin.posts().doc('elsewhere').delete()
    await clearPost('newcomer')
    expect(await outcome(createWithSlug(owner, 'newcomer', clientPost('elsewhere-slug')))).toBe(
      'allowed',
    )
    // ...and anyone on staff may release one whose post is gone.
    await admin.posts().doc('newcomer').delete()
    expect(await outcome(deleteDoc(slug(owner, 'elsewhere-slug')))).toBe('allowed')
  })

  it('only staff read or write reservations', async () => {
    await admin.db.collection('slugs').doc('seen').set({ postId: 'published-1' })
    for (const c of [visitor, reader, unverified, noVerifiedClaim]) {
      expect(await outcome(getDoc(slug(c, 'seen')))).toBe('permission-denied')
      expect(await outcome(deleteDoc(slug(c, 'seen')))).toBe('permission-denied')
    }
    expect(await outcome(getDoc(slug(editor, 'seen')))).toBe('allowed')
  })
})

type Case = [string, 'allowed' | 'permission-denied', Record<string, unknown>]

function at(iso: string): Timestamp {
  return Timestamp.fromDate(new Date(iso))
}

/** A field at its limit (allowed) and one character past it (refused). */
function lengthCases(
  name: string,
  max: number,
  make: (length: number) => Record<string, unknown>,
): Case[] {
  return [
    [`a ${name} of ${max} characters`, 'allowed', make(max)],
    [`a ${name} of ${max + 1} characters`, 'permission-denied', make(max + 1)],
  ]
}

/** Covers: an https: address or a site path, nothing that runs or leaves the site unseen. */
function coverCases(): Case[] {
  const cover = (ogImage: string) => ({ seo: { title: 'S', ogImage, ogImageAlt: 'A cover' } })
  return [
    ['a cover on this site', 'allowed', cover('/blog-media/covers/deck.jpg')],
    ['an https cover', 'allowed', cover('https://firebasestorage.googleapis.com/v0/b/x/o/a.jpg')],
    ['a javascript: cover', 'permission-denied', cover('javascript:alert(1)')],
    ['a data: cover', 'permission-denied', cover('data:image/svg+xml,<svg onload=alert(1)>')],
    ['an http cover', 'permission-denied', cover('http://example.com/a.jpg')],
    ['a protocol-relative cover', 'permission-denied', cover('//evil.example/a.jpg')],
    ['a cover path starting /\\', 'permission-denied', cover('/\\evil.example/a.jpg')],
    ['a cover with a space', 'permission-denied', cover('/blog-media/a b.jpg')],
    ['a relative cover path', 'permission-denied', cover('covers/a.jpg')],
  ]
}

/** A lead as the endpoint stores it (admin credentials, server/leads/firestoreStore.ts). */
function serverLead(id: string) {
  const receivedAt = new Date('2026-11-20T15:00:00Z')
  return leadDoc({
    id,
    form: 'contact',
    via: 'app',
    receivedAt: receivedAt.toISOString(),
    fields: { name: 'Ann Sample', email: 'ann@example.com', message: 'A patio', page: '/quote/' },
    status: 'new',
    delivery: pendingDelivery(receivedAt),
    dedupeKey: `key-${id}`,
  })
}

/** The same lead as a browser would have to write it (the web SDK's Timestamps). */
function clientLead(id: string) {
  const lead = serverLead(id)
  const web = (value: { toMillis(): number } | null) =>
    value === null ? null : Timestamp.fromMillis(value.toMillis())
  return {
    ...lead,
    receivedAt: web(lead.receivedAt),
    delivery: {
      ...lead.delivery,
      nextAttemptAt: web(lead.delivery.nextAttemptAt),
      deliveredAt: web(lead.delivery.deliveredAt),
    },
  }
}

/** The owner's part as the desk saves it, with `change` over it, stamped with the server's time. */
const ownerChange = (change: Record<string, unknown> = {}) => ({
  status: 'contacted',
  value: null,
  quotedAmount: null,
  lostReason: null,
  contactedAt: null,
  ...change,
})

describe('firestore.rules for leads', () => {
  const lead = (c: Client, id = 'lead-1') => doc(c.db, 'leads', id)
  const leads = (c: Client) => collection(c.db, 'leads')
  const save = (c: Client, change: Record<string, unknown>, id = 'lead-1') =>
    updateDoc(lead(c, id), { ...change, updatedAt: serverTimestamp() })

  beforeEach(async () => {
    await Promise.all(
      ['lead-1', 'lead-2'].map((id) => admin.db.collection('leads').doc(id).set(serverLead(id))),
    )
  })

  it.each([
    ['an anonymous visitor', visitor],
    ['a signed-in user without a role', reader],
    ['an editor', editor],
    ['a user whose editor claim is not the boolean true', pretender],
    ['the owner’s claim on an unverified address', unverifiedOwner],
    ['the owner’s claim with no email_verified claim', ownerNoVerifiedClaim],
    ['the editor and owner claims on an unverified address', unverified],
  ])('%s reads, lists, changes, creates and deletes no lead', async (_, c) => {
    expect(await outcome(getDoc(lead(c)))).toBe('permission-denied')
    expect(await outcome(getDocs(leads(c)))).toBe('permission-denied')
    expect(await outcome(getDocs(query(leads(c), where('status', '==', 'new'))))).toBe(
      'permission-denied',
    )
    expect(await outcome(save(c, ownerChange()))).toBe('permission-denied')
    expect(await outcome(setDoc(lead(c, 'new-lead'), clientLead('new-lead')))).toBe(
      'permission-denied',
    )
    expect(await outcome(deleteDoc(lead(c)))).toBe('permission-denied')
    expect((await admin.db.doc('leads/lead-1').get()).get('status')).toBe('new')
  })

  it('a verified owner reads a lead and lists them all', async () => {
    expect((await getDoc(lead(owner))).data()).toMatchObject({
      id: 'lead-1',
      fields: { name: 'Ann Sample' },
      status: 'new',
    })
    expect((await ids(query(leads(owner), orderBy('receivedAt', 'desc')))).sort()).toEqual([
      'lead-1',
      'lead-2',
    ])
  })

  it('a verified owner saves the owner’s part, stamped with the server’s time, and nothing else changes', async () => {
    const contacted = Timestamp.fromDate(new Date('2026-11-21T14:00:00Z'))
    expect(
      await outcome(
        save(
          owner,
          ownerChange({
            status: 'won',
            value: 18_500,
            quotedAmount: 19_000,
            contactedAt: contacted,
          }),
        ),
      ),
    ).toBe('allowed')
    const saved = (await admin.db.doc('leads/lead-1').get()).data()
    expect(saved).toMatchObject({ status: 'won', value: 18_500, quotedAmount: 19_000 })
    expect(saved?.contactedAt.toMillis()).toBe(contacted.toMillis())
    expect(Math.abs(saved?.updatedAt.toMillis() - Date.now())).toBeLessThan(60_000)
    const { status, value, quotedAmount, lostReason, contactedAt, updatedAt, ...rest } = saved ?? {}
    const { status: _status, ...before } = serverLead('lead-1')
    expect(JSON.stringify(rest)).toBe(JSON.stringify(before))
    // One field at a time, as a later save does.
    expect(await outcome(save(owner, { lostReason: 'Price' }))).toBe('allowed')
  })

  it('a save must carry the server’s time as updatedAt: a missing or forged one is refused', async () => {
    const ref = lead(owner)
    expect(await outcome(updateDoc(ref, ownerChange()))).toBe('permission-denied')
    const forged = Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'))
    expect(await outcome(updateDoc(ref, { ...ownerChange(), updatedAt: forged }))).toBe(
      'permission-denied',
    )
    expect(await outcome(updateDoc(ref, { ...ownerChange(), updatedAt: Timestamp.now() }))).toBe(
      'permission-denied',
    )
    expect(await outcome(updateDoc(ref, { ...ownerChange(), updatedAt: 'now' }))).toBe(
      'permission-denied',
    )
  })

  // Each a field the server alone writes, changed with an otherwise valid save.
  it.each<[string, unknown]>([
    ['fields', { name: 'Someone Else', email: 'x@example.com', message: 'Changed' }],
    ['fields.email', 'changed@example.com'],
    ['fields.utm_campaign', 'forged-campaign'],
    ['receivedAt', Timestamp.fromDate(new Date('2020-01-01T00:00:00Z'))],
    ['via', 'html'],
    ['form', 'newsletter'],
    [
      'delivery',
      { state: 'delivered', attempts: 1, nextAttemptAt: null, lastError: null, deliveredAt: null },
    ],
    ['delivery.state', 'delivered'],
    ['dedupeKey', 'another-key'],
    ['id', 'lead-2'],
    // Notes are entries of the history now: the one kept before it is never overwritten.
    ['note', 'Rewritten'],
    ['readAt', Timestamp.fromDate(new Date('2026-11-21T14:00:00Z'))],
    ['source', 'a new field'],
    ['archived', true],
  ])('a verified owner cannot change %s', async (field, value) => {
    expect(await outcome(save(owner, { ...ownerChange(), [field]: value }))).toBe(
      'permission-denied',
    )
    expect((await admin.db.doc('leads/lead-1').get()).get('status')).toBe('new')
  })

  it('a verified owner cannot replace a lead whole, even with the same fields', async () => {
    const whole = {
      ...(await getDoc(lead(owner))).data(),
      ...ownerChange(),
      updatedAt: serverTimestamp(),
    }
    expect(await outcome(setDoc(lead(owner), { ...whole, fields: {} }))).toBe('permission-denied')
  })

  // Each save is judged twice: by the rules (emulator) and by the schema the desk validates with.
  it.each<[string, 'allowed' | 'permission-denied', Record<string, unknown>]>([
    ['each status in turn', 'allowed', { status: 'quoted' }],
    ['status new again', 'allowed', { status: 'new' }],
    ['an unknown status', 'permission-denied', { status: 'archived' }],
    ['a status that is not text', 'permission-denied', { status: 3 }],
    ['a value of 0', 'allowed', { status: 'won', value: 0 }],
    ['a value at the limit', 'allowed', { status: 'won', value: LEAD_VALUE_MAX }],
    [
      'a value one past the limit',
      'permission-denied',
      { status: 'won', value: LEAD_VALUE_MAX + 1 },
    ],
    ['a value of -1', 'permission-denied', { status: 'won', value: -1 }],
    ['a value that is not whole', 'permission-denied', { status: 'won', value: 1500.5 }],
    ['a value typed as text', 'permission-denied', { status: 'won', value: '1500' }],
    ['a quoted amount, dollars', 'allowed', { status: 'quoted', quotedAmount: 25_000 }],
    ['a quoted amount at the limit', 'allowed', { quotedAmount: LEAD_VALUE_MAX }],
    ['a quoted amount past the limit', 'permission-denied', { quotedAmount: LEAD_VALUE_MAX + 1 }],
    ['a quoted amount of -1', 'permission-denied', { quotedAmount: -1 }],
    ['a quoted amount with cents', 'permission-denied', { quotedAmount: 2500.5 }],
    ['a quoted amount typed as text', 'permission-denied', { quotedAmount: '$25,000' }],
    ['a reason lost', 'allowed', { status: 'lost', lostReason: 'Price: 20 % lower' }],
    ['a reason at the limit', 'allowed', { lostReason: 'r'.repeat(LEAD_REASON_MAX) }],
    [
      'a reason past the limit',
      'permission-denied',
      { lostReason: 'r'.repeat(LEAD_REASON_MAX + 1) },
    ],
    ['a reason that is not text', 'permission-denied', { lostReason: ['Price'] }],
    [
      'a contactedAt date',
      'allowed',
      { contactedAt: Timestamp.fromDate(new Date('2026-11-21T14:00:00Z')) },
    ],
    ['a contactedAt typed as text', 'permission-denied', { contactedAt: '2026-11-21' }],
  ])('a save with %s: %s, by the rules and the schema alike', async (_, verdict, change) => {
    const data = ownerChange(change)
    expect(await outcome(save(owner, data))).toBe(verdict)
    expect(ownerLeadChangeSchema.safeParse(data).success).toBe(verdict === 'allowed')
  })

  // Issue 43, finding 8: each refused date was accepted. The lead arrived 2026-11-20 15:00 UTC.
  it.each<[string, 'allowed' | 'permission-denied', () => Date]>([
    ['in 1900', 'permission-denied', () => new Date('1900-01-01T00:00:00Z')],
    ['in 2999', 'permission-denied', () => new Date('2999-01-01T00:00:00Z')],
    ['before the lead arrived', 'permission-denied', () => new Date('2026-11-20T14:59:59Z')],
    ['an hour from now', 'permission-denied', () => new Date(Date.now() + HOUR)],
    ['as the lead arrived', 'allowed', () => new Date('2026-11-20T15:00:00Z')],
    ['between its arrival and now', 'allowed', () => new Date('2026-11-21T14:00:00Z')],
  ])('first contact dated %s: %s', async (_, verdict, when) => {
    const contactedAt = Timestamp.fromDate(when())
    expect(await outcome(save(owner, ownerChange({ contactedAt })))).toBe(verdict)
  })

  it('first contact stamped with the server’s time, as the office does, is allowed and then stays', async () => {
    expect(await outcome(save(owner, ownerChange({ contactedAt: serverTimestamp() })))).toBe(
      'allowed',
    )
    const stamped = (await admin.db.doc('leads/lead-1').get()).get('contactedAt')
    const web = new Timestamp(stamped.seconds, stamped.nanoseconds)
    expect(
      await outcome(save(owner, ownerChange({ status: 'won', contactedAt: web, value: 9000 }))),
    ).toBe('allowed')
  })

  it('a verified owner deletes a lead (a deletion request)', async () => {
    expect(await outcome(deleteDoc(lead(owner, 'lead-2')))).toBe('allowed')
    expect((await admin.db.doc('leads/lead-2').get()).exists).toBe(false)
    expect((await admin.db.doc('leads/lead-1').get()).exists).toBe(true)
  })

  it('no client creates a lead, the owner included', async () => {
    for (const c of [owner, editor, visitor]) {
      expect(await outcome(setDoc(lead(c, 'forged'), clientLead('forged')))).toBe(
        'permission-denied',
      )
      expect(await outcome(addDoc(leads(c), clientLead('added')))).toBe('permission-denied')
    }
    expect((await admin.db.collection('leads').get()).size).toBe(2)
  })
})

describe('src/blog/live.ts against the rules', () => {
  const settings = () => ({
    apiKey: 'demo-key',
    projectId: PROJECT_ID,
    emulatorHost: roles.host,
  })
  // The server's Date header says now; the visitor's own clock runs a day fast.
  const serverClock = () =>
    createServerClock({
      fetch: (async () =>
        new Response(null, { headers: { date: new Date().toUTCString() } })) as typeof fetch,
      url: () => 'http://localhost/blog/',
      clientNow: () => Date.now() + DAY,
    })

  it('the refresh returns published, due posts only, for a visitor whose clock runs a day fast', async () => {
    const found = await fetchPostsAfter(settings(), null, serverClock())
    expect(found.map((p) => p.id)).toEqual(['published-1'])
  })

  it('the slug lookup finds a due post and not a scheduled one', async () => {
    expect((await fetchPostBySlug(settings(), 'published-one', serverClock()))?.id).toBe(
      'published-1',
    )
    expect(await fetchPostBySlug(settings(), 'scheduled-one', serverClock())).toBeNull()
    expect(await fetchPostBySlug(settings(), 'draft-one', serverClock())).toBeNull()
  })

  it("with the visitor's fast clock as the bound, the rules would refuse the refresh", async () => {
    const fastClock = async () => new Date(Date.now() + DAY)
    expect(await outcome(fetchPostsAfter(settings(), null, fastClock))).toBe('permission-denied')
  })

  it('a scheduled post appears once it is due: in reads by id, the refresh and the slug lookup', async () => {
    const due = Date.now() + 3000
    await admin
      .posts()
      .doc('soon-1')
      .set(postDoc('soon-post', new Date(due)))
    expect(await outcome(getDoc(post(visitor, 'soon-1')))).toBe('permission-denied')
    expect((await fetchPostsAfter(settings(), null, serverClock())).map((p) => p.id)).not.toContain(
      'soon-1',
    )
    expect(await fetchPostBySlug(settings(), 'soon-post', serverClock())).toBeNull()

    // The Date header has whole seconds: wait until the server's second is past the post's time.
    await new Promise((done) => setTimeout(done, due - Date.now() + 1100))
    expect((await getDoc(post(visitor, 'soon-1'))).exists()).toBe(true)
    expect((await fetchPostsAfter(settings(), null, serverClock())).map((p) => p.id)).toEqual([
      'soon-1',
      'published-1',
    ])
    expect((await fetchPostBySlug(settings(), 'soon-post', serverClock()))?.id).toBe('soon-1')
  })
})

describe('storage.rules', () => {
  /** Loads a rules file into the emulator's compiler (under a project of its own): the status. */
  async function compile(content: string): Promise<number> {
    const url = `http://${roles.host}/emulator/v1/projects/demo-storage-rules:securityRules`
    const body = JSON.stringify({ rules: { files: [{ name: 'storage.rules', content }] } })
    return (await fetch(url, { method: 'PUT', body })).status
  }

  // The Storage emulator cannot run here (it needs Java 21), so this is all that is tested of
  // storage.rules: the Firestore emulator's compiler parses it and checks its syntax, not what
  // Storage's request fields mean.
  it('compiles', async () => {
    const rules = readFileSync(resolve('storage.rules'), 'utf8')
    expect(await compile(rules)).toBe(200)
    expect(await compile(rules.replace('if false;', 'if false +;'))).toBe(400)
  })
})

describe('firestore.rules: revisions (blog-posts/{id}/revisions)', () => {
  const revisions = (c: Client, id: string) => collection(c.db, 'blog-posts', id, 'revisions')
  const revision = (c: Client, id: string, revisionId: string) =>
    doc(c.db, 'blog-posts', id, 'revisions', revisionId)
  /** A revision as the desk writes it: the post's fields, signed by the writer, the server's time. */
  const signed = (slug: string, email: string, extra: Record<string, unknown> = {}) => {
    const { updatedAt: _u, ...fields } = clientPost(slug)
    return { ...fields, savedAt: serverTimestamp(), savedBy: email, ...extra }
  }
  /** A new post as the desk writes it: its reservation, and its history's first revision. */
  const createWithHistory = (c: Client, id: string, slugName: string, revisionId = 'origin') => {
    const batch = writeBatch(c.db)
    batch.set(post(c, id), clientPost(slugName))
    batch.set(slug(c, slugName), { postId: id })
    batch.set(revision(c, id, revisionId), signed(slugName, 'editor@example.com'))
    return batch.commit()
  }
  /** A save: the post (`written`, unless null) and a revision in one write. */
  const saveWithRevision = (
    c: Client,
    id: string,
    slugName: string,
    rev: object,
    options: { revisionId?: string; written?: Record<string, unknown> | null } = {},
  ) => {
    const batch = writeBatch(c.db)
    const written = options.written === undefined ? clientPost(slugName) : options.written
    if (written) batch.set(post(c, id), written)
    batch.set(options.revisionId ? revision(c, id, options.revisionId) : doc(revisions(c, id)), rev)
    return batch.commit()
  }
  /** The stored post as the desk records it when its history begins: unsigned, dated as stored. */
  const storedVersion = async (id: string) => {
    const { updatedAt, ...fields } = (await getDoc(post(editor, id))).data() ?? {}
    return { ...fields, savedAt: updatedAt, savedBy: null }
  }

  beforeAll(async () => {
    await clearPost('kept')
    await createWithHistory(editor, 'kept', 'kept-post')
  })

  it('a new post’s history begins at `origin`; each save adds one signed by the writer; a forged signature or time is refused', async () => {
    await clearPost('fresh')
    expect(await outcome(createWithHistory(editor, 'fresh', 'fresh-post', 'not-origin'))).toBe(
      'permission-denied',
    )
    expect(await outcome(createWithHistory(editor, 'fresh', 'fresh-post'))).toBe('allowed')
    await clearPost('fresh')
    const saveAs = (email: string, extra: Record<string, unknown> = {}) =>
      outcome(saveWithRevision(editor, 'kept', 'kept-post', signed('kept-post', email, extra)))
    expect(await saveAs('editor@example.com')).toBe('allowed')
    expect(await saveAs('owner@example.com')).toBe('permission-denied')
    const forged = { savedAt: Timestamp.fromDate(new Date('2020-01-01')) }
    expect(await saveAs('editor@example.com', forged)).toBe('permission-denied')
  })

  // Issue 43, finding 6: each was accepted.
  it.each<[string, Record<string, unknown>]>([
    ['other content', { content: 'Words the post never had.' }],
    ['another title', { title: 'A Title Never Saved' }],
    ['another author', { author: 'Someone Else' }],
    ['other tags', { tags: ['Forged'] }],
    ['another status', { status: 'draft' }],
    ['another publication date', { publishedAt: at('2001-01-01T00:00:00Z') }],
  ])('a signed revision with %s than the post saved beside it is refused', async (_, forged) => {
    const rev = signed('kept-post', 'editor@example.com', forged)
    expect(await outcome(saveWithRevision(editor, 'kept', 'kept-post', rev))).toBe(
      'permission-denied',
    )
  })

  it('a signed revision needs its post saved in the same write', async () => {
    const rev = signed('kept-post', 'editor@example.com')
    expect(
      await outcome(saveWithRevision(editor, 'kept', 'kept-post', rev, { written: null })),
    ).toBe('permission-denied')
  })

  it('an unsigned revision (history begun late) must be the stored version, dated as it, at `origin`', async () => {
    await clearPost('late')
    await createWithSlug(editor, 'late', clientPost('late-post'))
    const unsigned = await storedVersion('late')
    const begin = (rev: object, revisionId = 'origin') =>
      outcome(saveWithRevision(editor, 'late', 'late-post', rev, { revisionId }))
    // Issue 43, finding 6: dated 2001, another author, other tags; each was accepted.
    expect(await begin({ ...unsigned, savedAt: at('2001-01-01T00:00:00Z') })).toBe(
      'permission-denied',
    )
    expect(await begin({ ...unsigned, author: 'Someone Else' })).toBe('permission-denied')
    expect(await begin({ ...unsigned, tags: ['Forged'] })).toBe('permission-denied')
    expect(await begin({ ...unsigned, content: 'Made up.' })).toBe('permission-denied')
    expect(await begin({ ...unsigned, publishedAt: at('2001-01-01T00:00:00Z') })).toBe(
      'permission-denied',
    )
    // Anywhere but `origin`, or with no save beside it.
    expect(await begin(unsigned, 'elsewhere')).toBe('permission-denied')
    expect(
      await outcome(
        saveWithRevision(editor, 'late', 'late-post', unsigned, {
          revisionId: 'origin',
          written: null,
        }),
      ),
    ).toBe('permission-denied')
    // As the desk begins it: the stored version at `origin`, the save and its signed revision.
    const batch = writeBatch(editor.db)
    const retitled = { title: 'Retitled' }
    batch.set(post(editor, 'late'), clientPost('late-post', retitled))
    batch.set(revision(editor, 'late', 'origin'), unsigned)
    batch.set(doc(revisions(editor, 'late')), signed('late-post', 'editor@example.com', retitled))
    expect(await outcome(batch.commit())).toBe('allowed')
  })

  it('an unsigned revision only while the post has none: once its history began, never again', async () => {
    for (const [id, slugName] of [
      ['late', 'late-post'],
      ['kept', 'kept-post'],
    ] as const) {
      const again = await storedVersion(id)
      expect(await outcome(saveWithRevision(editor, id, slugName, again)), id).toBe(
        'permission-denied',
      )
      expect(
        await outcome(saveWithRevision(editor, id, slugName, again, { revisionId: 'origin' })),
        id,
      ).toBe('permission-denied')
    }
  })

  it('staff read revisions; nobody else does; nobody changes or deletes one, the post there or gone', async () => {
    const history = (await getDocs(revisions(editor, 'kept'))).docs
    expect(history.length).toBeGreaterThan(0)
    const path = history[0]?.ref.path ?? 'x/y'
    for (const c of [visitor, reader, unverified, noVerifiedClaim])
      expect(await outcome(getDocs(revisions(c, 'kept')))).toBe('permission-denied')
    for (const c of [editor, owner]) {
      expect(await outcome(getDoc(doc(c.db, path)))).toBe('allowed')
      expect(await outcome(updateDoc(doc(c.db, path), { title: 'Rewritten' }))).toBe(
        'permission-denied',
      )
      expect(await outcome(deleteDoc(doc(c.db, path)))).toBe('permission-denied')
    }
    // The post and its history in one write, as the desk deleted them before issue 43: refused,
    // with the post's copy kept or not.
    const wipe = (batch: WriteBatch) => {
      for (const d of history) batch.delete(doc(owner.db, d.ref.path))
    }
    const bare = writeBatch(owner.db)
    bare.delete(post(owner, 'kept'))
    wipe(bare)
    expect(await outcome(bare.commit())).toBe('permission-denied')
    expect(await outcome(removePost(owner, 'kept', { also: wipe }))).toBe('permission-denied')
    expect(await outcome(removePost(owner, 'kept'))).toBe('allowed')
    for (const c of [editor, owner])
      expect(await outcome(deleteDoc(doc(c.db, path)))).toBe('permission-denied')
    expect((await admin.posts().doc('kept').collection('revisions').get()).size).toBe(
      history.length,
    )
    await Promise.all([clearPost('late'), clearPost('kept')])
  })
})

describe('firestore.rules: a deleted post stays restorable (deletedPosts/{id})', () => {
  const copy = (c: Client, id: string) => doc(c.db, 'deletedPosts', id)
  const year = (iso: string) => Timestamp.fromDate(new Date(iso))

  beforeAll(async () => {
    await clearPost('doomed')
    await createWithSlug(editor, 'doomed', clientPost('doomed-post'))
  })

  it('a delete must keep a true copy of the post, dated now, by whoever deletes, for 30 days', async () => {
    // Issue 43, finding 6: a plain delete took the post for good.
    expect(await outcome(deleteDoc(post(editor, 'doomed')))).toBe('permission-denied')
    const stored = (await getDoc(post(editor, 'doomed'))).data() ?? {}
    for (const forged of [
      { document: { ...stored, content: 'Not what was deleted.' } },
      { deletedAt: year('2001-01-01T00:00:00Z') },
      { deletedBy: 'owner@example.com' },
      { expiresAt: Timestamp.fromMillis(Date.now() + DAY) },
      { expiresAt: Timestamp.fromMillis(Date.now() + 365 * DAY) },
      { note: 'an unknown field' },
    ])
      expect(await outcome(removePost(editor, 'doomed', { forged })), Object.keys(forged)[0]).toBe(
        'permission-denied',
      )
    // A copy while the post stays is no delete.
    const { updatedAt: _u, ...kept } = stored
    expect(await outcome(setDoc(copy(editor, 'doomed'), { document: kept }))).toBe(
      'permission-denied',
    )
    // As the desk deletes: the reservation released too.
    const release = (batch: WriteBatch) => batch.delete(slug(editor, 'doomed-post'))
    expect(await outcome(removePost(editor, 'doomed', { also: release }))).toBe('allowed')
    expect((await admin.posts().doc('doomed').get()).exists).toBe(false)
    const saved = (await admin.db.collection('deletedPosts').doc('doomed').get()).data()
    expect(saved?.document.content).toBe(stored.content)
    expect(saved?.deletedBy).toBe('editor@example.com')
  })

  it('staff alone read the copies, and a copy goes only when its post is back', async () => {
    for (const c of [visitor, reader, unverified, noVerifiedClaim])
      expect(await outcome(getDoc(copy(c, 'doomed')))).toBe('permission-denied')
    expect(await outcome(getDocs(collection(owner.db, 'deletedPosts')))).toBe('allowed')
    expect(await outcome(deleteDoc(copy(owner, 'doomed')))).toBe('permission-denied')
    // The desk's restore: the post again (a draft), its reservation and a signed revision.
    const back = clientPost('doomed-post', { status: 'draft' })
    const batch = writeBatch(owner.db)
    batch.set(post(owner, 'doomed'), back)
    batch.set(slug(owner, 'doomed-post'), { postId: 'doomed' })
    const { updatedAt: _u, ...fields } = back
    batch.set(doc(owner.db, 'blog-posts', 'doomed', 'revisions', 'origin'), {
      ...fields,
      savedAt: serverTimestamp(),
      savedBy: 'owner@example.com',
    })
    batch.delete(copy(owner, 'doomed'))
    expect(await outcome(batch.commit())).toBe('allowed')
    expect((await admin.db.collection('deletedPosts').doc('doomed').get()).exists).toBe(false)
    await clearPost('doomed')
  })
})

describe('npm run slugs:backfill (scripts/slugs/reservations.ts)', () => {
  it('reserves each unreserved slug and lists, without settling, slugs two posts carry', async () => {
    const day = new Date('2025-06-01T12:00:00Z')
    await Promise.all([
      admin.posts().doc('lone').set(postDoc('lone-slug', day)),
      admin.posts().doc('twin-a').set(postDoc('twin-slug', day)),
      admin
        .posts()
        .doc('twin-b')
        .set(postDoc('twin-slug', day, { status: 'draft' })),
      admin.posts().doc('kept').set(postDoc('kept-slug', day)),
      admin.db.collection('slugs').doc('kept-slug').set({ postId: 'kept' }),
    ])
    const result = await backfillSlugs(admin.db, 'blog-posts')
    expect(result.reserved['lone-slug']).toBe('lone')
    expect(result.reserved).not.toHaveProperty('kept-slug')
    expect(result.reserved).not.toHaveProperty('twin-slug')
    expect(result.shared['twin-slug']?.sort()).toEqual(['twin-a', 'twin-b'])
    expect((await admin.db.collection('slugs').doc('lone-slug').get()).data()).toEqual({
      postId: 'lone',
    })
    expect((await admin.db.collection('slugs').doc('twin-slug').get()).exists).toBe(false)
    // Run again: nothing new to reserve.
    expect(Object.keys((await backfillSlugs(admin.db, 'blog-posts')).reserved)).toEqual([])
  })
})
