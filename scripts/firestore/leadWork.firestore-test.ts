import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore/lite'
import { beforeEach, describe, expect, it } from 'vitest'
import { leadDoc } from '../../server/leads/firestoreStore'
import { pendingDelivery } from '../../server/leads/types'
import { LEAD_NOTE_MAX } from '../../src/lib/leadRecord'
import { REPLY_BODY_MAX, REPLY_LABEL_MAX } from '../../src/lib/replyTemplate'
import { outcome } from './outcome'
import { type Client, rulesTestBed } from './ruleClients'

/**
 * firestore.rules for working a lead (docs/decisions/0046): opening it marks it read once, its
 * history is added to and never changed, and the owner's reply templates. Old leads stay
 * valid. Port: FIRESTORE_LEAD_WORK_TEST_PORT, default 8194.
 */
const PORT = Number(process.env.FIRESTORE_LEAD_WORK_TEST_PORT ?? 8194)
const { admin, client, visitor, reader, editor, owner, unverified } = rulesTestBed(PORT)
const OWNER = 'owner@example.com'
const unverifiedOwner = client('unverified-owner', {
  email: 'future-owner@example.com',
  email_verified: false,
  owner: true,
})
const outsiders: [string, Client][] = [
  ['an anonymous visitor', visitor],
  ['a signed-in user without a role', reader],
  ['an editor', editor],
  ['the owner’s claim on an unverified address', unverifiedOwner],
  ['the claims on an unverified address', unverified],
]

const lead = (c: Client, id = 'lead-1') => doc(c.db, 'leads', id)
const entries = (c: Client, id = 'lead-1') => collection(lead(c, id), 'activity')
const entry = (c: Client, entryId: string, id = 'lead-1') => doc(entries(c, id), entryId)
const signed = (extra: Record<string, unknown>) => ({ at: serverTimestamp(), by: OWNER, ...extra })
const ownerSave = (change: Record<string, unknown> = {}) => ({
  status: 'new',
  value: null,
  quotedAmount: null,
  lostReason: null,
  ...change,
  updatedAt: serverTimestamp(),
})

/** A save with entries of its history, in one write, as the office makes it. */
function saveWith(c: Client, change: Record<string, unknown> | null, ...added: [string, object][]) {
  const batch = writeBatch(c.db)
  if (change) batch.update(lead(c), ownerSave(change))
  for (const [id, data] of added) batch.set(entry(c, id), data)
  return batch.commit()
}

/** A lead as stored before this issue: a single note, no quoted amount, no reason, never opened. */
function oldLead(id: string) {
  const receivedAt = new Date('2026-11-20T15:00:00Z')
  return {
    ...leadDoc({
      id,
      form: 'contact',
      via: 'app',
      receivedAt: receivedAt.toISOString(),
      fields: { name: 'Ann Sample', email: 'ann@example.com', page: '/quote/' },
      status: 'new',
      delivery: pendingDelivery(receivedAt),
      dedupeKey: `key-${id}`,
    }),
    note: 'Called; quote Friday.',
  }
}

beforeEach(async () => {
  await admin.db.recursiveDelete(admin.db.collection('leads'))
  await admin.db.recursiveDelete(admin.db.collection('replyTemplates'))
  await admin.db.collection('leads').doc('lead-1').set(oldLead('lead-1'))
})

describe('opening a lead marks it read', () => {
  it('once, with the server’s time, by the owner alone', async () => {
    for (const [, c] of outsiders)
      expect(await outcome(updateDoc(lead(c), { readAt: serverTimestamp() }))).toBe(
        'permission-denied',
      )
    const forged = Timestamp.fromDate(new Date('2026-11-21T14:00:00Z'))
    expect(await outcome(updateDoc(lead(owner), { readAt: forged }))).toBe('permission-denied')
    expect(
      await outcome(updateDoc(lead(owner), { readAt: serverTimestamp(), status: 'contacted' })),
    ).toBe('permission-denied')
    expect(await outcome(updateDoc(lead(owner), { readAt: serverTimestamp() }))).toBe('allowed')
    const first = (await admin.db.doc('leads/lead-1').get()).get('readAt')
    expect(Math.abs(first.toMillis() - Date.now())).toBeLessThan(60_000)
    expect(await outcome(updateDoc(lead(owner), { readAt: serverTimestamp() }))).toBe(
      'permission-denied',
    )
    expect((await admin.db.doc('leads/lead-1').get()).get('readAt').isEqual(first)).toBe(true)
  })
})

describe('a lead kept before the history began', () => {
  it('is saved with its new stages, and its single note stays as it was', async () => {
    expect(
      await outcome(updateDoc(lead(owner), ownerSave({ status: 'quoted', quotedAmount: 25_000 }))),
    ).toBe('allowed')
    const saved = (await admin.db.doc('leads/lead-1').get()).data()
    expect(saved).toMatchObject({
      status: 'quoted',
      quotedAmount: 25_000,
      note: 'Called; quote Friday.',
    })
  })
})

describe('a lead’s history', () => {
  it('takes a status change only with the save that makes it, from the stored status to the new', async () => {
    const change = { status: 'quoted', quotedAmount: 25_000 }
    const status = signed({
      kind: 'status',
      from: 'new',
      to: 'quoted',
      amount: 25_000,
      reason: null,
    })
    expect(await outcome(saveWith(owner, null, ['s', status]))).toBe('permission-denied')
    expect(await outcome(saveWith(owner, change, ['s', { ...status, from: 'contacted' }]))).toBe(
      'permission-denied',
    )
    expect(await outcome(saveWith(owner, change, ['s', { ...status, to: 'won' }]))).toBe(
      'permission-denied',
    )
    expect(await outcome(saveWith(owner, change, ['s', { ...status, amount: 25_000.5 }]))).toBe(
      'permission-denied',
    )
    expect(await outcome(saveWith(owner, change, ['s', status]))).toBe('allowed')
    const stored = (await admin.db.doc('leads/lead-1/activity/s').get()).data()
    expect(stored).toMatchObject({
      kind: 'status',
      from: 'new',
      to: 'quoted',
      amount: 25_000,
      by: OWNER,
    })
    // No change of status, no status entry.
    const same = signed({ kind: 'status', from: 'quoted', to: 'quoted' })
    expect(await outcome(saveWith(owner, change, ['t', same]))).toBe('permission-denied')
  })

  it('takes a note only with a save, filled and within its bound', async () => {
    const note = (text: unknown) => signed({ kind: 'note', text })
    expect(await outcome(saveWith(owner, null, ['n', note('Alone')]))).toBe('permission-denied')
    expect(await outcome(saveWith(owner, {}, ['n', note('   ')]))).toBe('permission-denied')
    expect(await outcome(saveWith(owner, {}, ['n', note('n'.repeat(LEAD_NOTE_MAX + 1))]))).toBe(
      'permission-denied',
    )
    expect(await outcome(saveWith(owner, {}, ['n', note(['a'])]))).toBe('permission-denied')
    expect(await outcome(saveWith(owner, {}, ['n', note('n'.repeat(LEAD_NOTE_MAX))]))).toBe(
      'allowed',
    )
    expect(await outcome(saveWith(owner, {}, ['m', note('Second note')]))).toBe('allowed')
    expect((await getDocs(entries(owner))).size).toBe(2)
  })

  it('takes a call, an email or a text started from the office, alone, for a lead that exists', async () => {
    for (const kind of ['call', 'email', 'text'])
      expect(await outcome(setDoc(entry(owner, kind), signed({ kind })))).toBe('allowed')
    expect(await outcome(setDoc(entry(owner, 'x', 'no-such-lead'), signed({ kind: 'call' })))).toBe(
      'permission-denied',
    )
    expect(await outcome(setDoc(entry(owner, 'y'), signed({ kind: 'call', text: 'hi' })))).toBe(
      'permission-denied',
    )
    expect(await outcome(setDoc(entry(owner, 'z'), signed({ kind: 'fax' })))).toBe(
      'permission-denied',
    )
  })

  it('is signed with the writer’s own address and dated by the server', async () => {
    expect(
      await outcome(setDoc(entry(owner, 'a'), signed({ kind: 'call', by: 'someone@example.com' }))),
    ).toBe('permission-denied')
    const forged = Timestamp.fromDate(new Date('2026-11-21T14:00:00Z'))
    expect(await outcome(setDoc(entry(owner, 'b'), signed({ kind: 'call', at: forged })))).toBe(
      'permission-denied',
    )
    const { by: _by, ...unsigned } = signed({ kind: 'call' })
    expect(await outcome(setDoc(entry(owner, 'c'), unsigned))).toBe('permission-denied')
  })

  it('is never changed nor removed, but goes with its lead', async () => {
    await setDoc(entry(owner, 'call'), signed({ kind: 'call' }))
    expect(await outcome(setDoc(entry(owner, 'call'), signed({ kind: 'email' })))).toBe(
      'permission-denied',
    )
    expect(await outcome(updateDoc(entry(owner, 'call'), { kind: 'email' }))).toBe(
      'permission-denied',
    )
    expect(await outcome(deleteDoc(entry(owner, 'call')))).toBe('permission-denied')
    const batch = writeBatch(owner.db)
    batch.delete(entry(owner, 'call'))
    batch.delete(lead(owner))
    expect(await outcome(batch.commit())).toBe('allowed')
    expect((await admin.db.doc('leads/lead-1/activity/call').get()).exists).toBe(false)
  })

  it.each(outsiders)('%s reads and adds nothing', async (_, c) => {
    await setDoc(entry(owner, 'call'), signed({ kind: 'call' }))
    expect(await outcome(getDoc(entry(c, 'call')))).toBe('permission-denied')
    expect(await outcome(getDocs(entries(c)))).toBe('permission-denied')
    expect(await outcome(setDoc(entry(c, 'mine'), signed({ kind: 'call' })))).toBe(
      'permission-denied',
    )
  })
})

describe('reply templates', () => {
  const template = (c: Client, id = 'thanks') => doc(c.db, 'replyTemplates', id)
  const fields = (extra: Record<string, unknown> = {}) => ({
    label: 'Thanks',
    subject: 'Your {project} request',
    body: 'Hi {first name}',
    order: 0,
    updatedAt: serverTimestamp(),
    ...extra,
  })

  it('the owner writes, reads, changes and removes them', async () => {
    expect(await outcome(setDoc(template(owner), fields()))).toBe('allowed')
    expect((await getDoc(template(owner))).get('label')).toBe('Thanks')
    expect((await getDocs(collection(owner.db, 'replyTemplates'))).size).toBe(1)
    expect(await outcome(setDoc(template(owner), fields({ body: 'Changed' })))).toBe('allowed')
    expect(await outcome(deleteDoc(template(owner)))).toBe('allowed')
  })

  it.each<[string, 'allowed' | 'permission-denied', Record<string, unknown>, string?]>([
    ['a name at the limit', 'allowed', { label: 'l'.repeat(REPLY_LABEL_MAX) }],
    ['a name past the limit', 'permission-denied', { label: 'l'.repeat(REPLY_LABEL_MAX + 1) }],
    ['no name', 'permission-denied', { label: '  ' }],
    ['words at the limit', 'allowed', { body: 'b'.repeat(REPLY_BODY_MAX) }],
    ['words past the limit', 'permission-denied', { body: 'b'.repeat(REPLY_BODY_MAX + 1) }],
    ['no words', 'permission-denied', { body: '' }],
    ['an empty subject', 'allowed', { subject: '' }],
    ['an order past 50', 'permission-denied', { order: 51 }],
    ['a field of its own', 'permission-denied', { bcc: 'x@example.com' }],
    ['a forged time', 'permission-denied', { updatedAt: Timestamp.now() }],
    ['an id that is not a word', 'permission-denied', {}, 'Thanks!'],
  ])('a template with %s: %s', async (_, verdict, extra, id) => {
    expect(await outcome(setDoc(template(owner, id), fields(extra)))).toBe(verdict)
  })

  it.each(outsiders)('%s reads and writes none', async (_, c) => {
    await setDoc(template(owner), fields())
    expect(await outcome(getDoc(template(c)))).toBe('permission-denied')
    expect(await outcome(getDocs(collection(c.db, 'replyTemplates')))).toBe('permission-denied')
    expect(await outcome(setDoc(template(c, 'mine'), fields()))).toBe('permission-denied')
    expect(await outcome(deleteDoc(template(c)))).toBe('permission-denied')
  })
})
