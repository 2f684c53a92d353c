import {
  Timestamp as ClientTimestamp,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
} from 'firebase/firestore/lite'
import { beforeEach, describe, expect, it } from 'vitest'
import { firestoreSubscriptionStore } from '../../server/push/firestoreStore'
import type { PushSender } from '../../server/push/sender'
import type { PushMessage } from '../../server/push/types'
import {
  firestoreReminderStore,
  LEAD_REMINDERS_COLLECTION,
} from '../../server/reminders/firestoreStore'
import { remindWaitingLeads } from '../../server/reminders/remind'
import {
  parseResponseTarget,
  RESPONSE_TARGET_COLLECTION,
  RESPONSE_TARGET_DOC,
  responseTargetDocument,
} from '../../src/admin/office/responseTimes'
import { Timestamp } from './admin'
import { outcome } from './outcome'
import { rulesTestBed } from './ruleClients'

/**
 * The reminder when a request waits (docs/decisions/0045): the owner's response target under
 * firestore.rules (the owner alone reads and sets it, to a choice the office offers), and the
 * function's records, which no client reads or writes, claimed once however many runs overlap.
 * Port: FIRESTORE_REMINDERS_TEST_PORT, default 8198.
 */
const PORT = Number(process.env.FIRESTORE_REMINDERS_TEST_PORT ?? 8198)
const { admin, editor, owner, nonStaff } = rulesTestBed(PORT)
const setting = (db: typeof owner.db) => doc(db, RESPONSE_TARGET_COLLECTION, RESPONSE_TARGET_DOC)

beforeEach(() => admin.reset())

describe('the response target setting', () => {
  it('is set and read by the owner, as the office writes it', async () => {
    const write = responseTargetDocument('4h', 'owner', serverTimestamp())
    expect(await outcome(setDoc(setting(owner.db), write))).toBe('allowed')
    const read = await getDoc(setting(owner.db))
    expect(parseResponseTarget(read.data())).toBe('4h')
    expect(read.data()?.updatedBy).toBe('owner')
    expect(await outcome(setDoc(setting(owner.db), { ...write, target: '1d' }))).toBe('allowed')
    expect(parseResponseTarget(await firestoreReminderStore(admin.db).targetSetting())).toBe('1d')
  })

  it('takes only a choice the office offers, signed and dated by the request', async () => {
    const write = responseTargetDocument('2h', 'owner', serverTimestamp())
    for (const [why, bad] of [
      ['another target', { ...write, target: '3h' }],
      ['a number', { ...write, target: 2 }],
      ['another owner’s name', { ...write, updatedBy: 'someone-else' }],
      ['a time of its own', { ...write, updatedAt: ClientTimestamp.fromDate(new Date()) }],
      ['another field', { ...write, off: true }],
      ['a field missing', { target: '2h', updatedAt: serverTimestamp() }],
    ] as const)
      expect(await outcome(setDoc(setting(owner.db), bad)), why).toBe('permission-denied')
    expect(await outcome(setDoc(doc(owner.db, RESPONSE_TARGET_COLLECTION, 'other'), write))).toBe(
      'permission-denied',
    )
    expect(await outcome(deleteDoc(setting(owner.db)))).toBe('permission-denied')
  })

  it('is neither read nor set by anyone else', async () => {
    await admin.db
      .collection(RESPONSE_TARGET_COLLECTION)
      .doc(RESPONSE_TARGET_DOC)
      .set({ target: '1h', updatedAt: Timestamp.now(), updatedBy: 'owner' })
    for (const [who, { db }] of [['an editor', editor], ...nonStaff] as const) {
      expect(await outcome(getDoc(setting(db))), who).toBe('permission-denied')
      expect(
        await outcome(setDoc(setting(db), responseTargetDocument('4h', 'x', serverTimestamp()))),
        who,
      ).toBe('permission-denied')
    }
  })
})

describe('the reminder’s records and its run in Firestore', () => {
  const request = (receivedAt: string, extra: Record<string, unknown> = {}) => ({
    form: 'contact',
    via: 'app',
    receivedAt: Timestamp.fromDate(new Date(receivedAt)),
    fields: { name: 'Dana', email: 'dana@example.com', project: 'patio', area: 'cary' },
    status: 'new',
    dedupeKey: 'k',
    delivery: { state: 'delivered', attempts: 1, nextAttemptAt: null, lastError: null },
    ...extra,
  })

  it('are claimed once by overlapping runs, and kept from every client', async () => {
    const leads = admin.db.collection('leads')
    await leads.doc('waiting').set(request('2026-11-30T14:00:00.000Z'))
    await leads.doc('called').set(
      request('2026-11-30T14:00:00.000Z', {
        status: 'contacted',
        contactedAt: Timestamp.fromDate(new Date('2026-11-30T14:30:00.000Z')),
      }),
    )
    await leads.doc('news').set(request('2026-11-30T14:00:00.000Z', { form: 'newsletter' }))
    await leads.doc('check').set(request('2026-11-30T14:00:00.000Z', { synthetic: true }))
    await leads.doc('last-week').set(request('2026-11-20T14:00:00.000Z'))
    await firestoreSubscriptionStore(admin.db).put({
      id: 'phone',
      endpoint: 'https://push.example/phone',
      keys: { p256dh: 'p', auth: 'a' },
      label: 'Phone',
      addedBy: 'owner',
      addedAt: '2026-11-01T12:00:00.000Z',
      lastSentAt: null,
      lastError: null,
    })
    const sent: PushMessage[] = []
    const sender: PushSender = {
      async send(_device, message) {
        sent.push(message)
        return { ok: true, status: 201 }
      },
    }
    // Monday November 30, 11:05 EST: two business hours and five minutes since 9:00.
    const run = () =>
      remindWaitingLeads({
        store: firestoreReminderStore(admin.db),
        devices: firestoreSubscriptionStore(admin.db),
        sender,
        now: () => new Date('2026-11-30T16:05:00.000Z'),
        log: () => {},
      })
    const runs = await Promise.all([run(), run(), run()])
    expect(runs.flatMap((r) => r.reminded)).toEqual(['waiting'])
    expect(sent.map((m) => m.url)).toEqual(['/admin/leads/waiting/'])
    expect((await run()).reminded).toEqual([])
    const record = (
      await admin.db.collection(LEAD_REMINDERS_COLLECTION).doc('waiting').get()
    ).data()
    expect(record).toMatchObject({ target: '2h', outcome: { sent: 1, failed: 0, dropped: 0 } })

    for (const [who, { db }] of [
      ['the owner', owner],
      ['an editor', editor],
      ...nonStaff,
    ] as const) {
      const ref = doc(db, LEAD_REMINDERS_COLLECTION, 'waiting')
      expect(await outcome(getDoc(ref)), who).toBe('permission-denied')
      expect(await outcome(deleteDoc(ref)), who).toBe('permission-denied')
      expect(
        await outcome(setDoc(doc(db, LEAD_REMINDERS_COLLECTION, 'news'), { at: 1 })),
        who,
      ).toBe('permission-denied')
    }
  })

  it('drop the records of requests past the window', async () => {
    const store = firestoreReminderStore(admin.db)
    const claim = (leadId: string, at: string) =>
      store.claim({ leadId, at, target: '2h', waitedBusinessMs: 0 })
    expect(await claim('old', '2026-11-01T14:00:00.000Z')).toBe(true)
    expect(await claim('new', '2026-11-29T14:00:00.000Z')).toBe(true)
    expect(await claim('new', '2026-11-29T15:00:00.000Z')).toBe(false)
    expect(await store.forgetBefore(new Date('2026-11-23T14:00:00.000Z'))).toBe(1)
    const left = await admin.db.collection(LEAD_REMINDERS_COLLECTION).get()
    expect(left.docs.map((d) => d.id)).toEqual(['new'])
  })
})
