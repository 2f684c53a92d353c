import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createServerApp } from '../../server/app'
import { cloudServerSide } from '../../server/cloud'
import { deliverLead, type ForwardSettings, sweepDeliveries } from '../../server/leads/delivery'
import { firestoreLimiter } from '../../server/leads/firestoreLimiter'
import { firestoreStore, LEASE_MS } from '../../server/leads/firestoreStore'
import { DUPLICATE_WINDOW_MS } from '../../server/leads/handler'
import { deleteLeadsReceivedBy, purgeOldLeads, retentionCutoff } from '../../server/leads/retention'
import { type Delivery, type Lead, pendingDelivery } from '../../server/leads/types'
import { type AutomationHost, automationHost } from '../../server/testing/automationHost'
import { leadDocumentSchema } from '../../src/lib/leadRecord'
import { fakeLeads, seedLeads } from '../seed/leads'
import { emulatorAdmin, Timestamp } from './admin'
import { type Emulator, startEmulator } from './emulator'

/**
 * The Firestore adapters of the lead endpoint (server/leads/firestoreStore.ts, firestoreLimiter.ts)
 * and the Cloud Functions side (server/cloud.ts) against the emulator: what the local store does
 * (dedupe within the window, due leads oldest first, delivery records), the lease that keeps two
 * instances from sending one lead, the shared rate limit, and delivery to a stand-in for n8n on a
 * loopback port. Port: FIRESTORE_LEADS_TEST_PORT, default 8185.
 */
const PORT = Number(process.env.FIRESTORE_LEADS_TEST_PORT ?? 8185)
const SECRET = 'shared-secret-0123456789abcdef0123'
let emulator: Emulator
let admin: ReturnType<typeof emulatorAdmin>

beforeAll(async () => {
  emulator = await startEmulator({ port: PORT })
  admin = emulatorAdmin(emulator.host)
})
afterAll(async () => {
  await admin?.close()
  await emulator?.stop()
})
beforeEach(() => admin.reset())

const T0 = new Date('2026-03-01T12:00:00.000Z')
const at = (ms: number) => new Date(T0.getTime() + ms)
const MINUTE = 60_000

function lead(id: string, receivedAt: Date, extra: Partial<Lead> = {}): Lead {
  return {
    id,
    form: 'contact',
    via: 'app',
    receivedAt: receivedAt.toISOString(),
    fields: { name: 'Ann', email: 'ann@example.com', message: `About ${id}` },
    status: 'new',
    delivery: pendingDelivery(receivedAt),
    dedupeKey: `key-${id}`,
    ...extra,
  }
}

const docs = async () =>
  (await admin.db.collection('leads').orderBy('receivedAt').get()).docs.map((d) => d.data())

describe('the Firestore lead store', () => {
  it('keeps a lead as leads/{id}, times as Timestamps, and gives it back as it was', async () => {
    const store = firestoreStore(admin.db)
    const kept = lead('a', T0)
    expect(await store.add(kept, at(-DUPLICATE_WINDOW_MS))).toEqual({
      lead: kept,
      duplicate: false,
    })
    const doc = (await admin.db.doc('leads/a').get()).data()
    expect(doc?.receivedAt).toEqual(Timestamp.fromDate(T0))
    expect(doc?.delivery.nextAttemptAt).toEqual(Timestamp.fromDate(T0))
    expect(doc).toMatchObject({ id: 'a', form: 'contact', fields: kept.fields, status: 'new' })
    expect(await store.claim('a', T0)).toEqual(kept)
    // What the owner's office reads: the server's document passes the desk's schema.
    expect(leadDocumentSchema.safeParse(doc).success).toBe(true)
  })

  it('requeues a lead that is not delivered ("send again") leased to the caller, attempts and error kept', async () => {
    const store = firestoreStore(admin.db)
    const failed: Delivery = {
      state: 'failed',
      attempts: 41,
      nextAttemptAt: null,
      lastError: 'HTTP 404',
      deliveredAt: null,
    }
    await store.add(lead('failed', T0, { delivery: failed }), at(-DUPLICATE_WINDOW_MS))
    await store.add(lead('fresh', T0), at(-DUPLICATE_WINDOW_MS))
    const now = at(10 * MINUTE)
    // The owner's part, saved in the office meanwhile: no delivery step may touch it.
    const owners = { status: 'contacted', note: 'Called Tuesday', value: null }
    await admin.db.doc('leads/failed').update(owners)
    expect(await store.claim('failed', now)).toBeNull()
    const taken = await store.requeue('failed', now)
    expect(typeof taken === 'string' ? taken : taken.delivery).toEqual({
      ...failed,
      state: 'pending',
      nextAttemptAt: now.toISOString(),
    })
    // Leased in the same transaction: neither the sweep nor a claim takes it meanwhile, and a
    // second press (another tab, another owner) finds an attempt under way.
    expect((await store.due(now, 10)).map((l) => l.id)).toEqual(['fresh'])
    expect(await store.claim('failed', now)).toBeNull()
    expect(await store.requeue('failed', now)).toBe('busy')
    // So does a press while the sweep's attempt runs; once recorded, the lease is gone.
    expect(await store.requeue('fresh', now)).toBe('busy')
    await store.recordDelivery('fresh', {
      state: 'pending',
      attempts: 1,
      nextAttemptAt: at(11 * MINUTE).toISOString(),
      lastError: 'HTTP 503',
      deliveredAt: null,
    })
    const again = await store.requeue('fresh', now)
    expect(typeof again === 'string' ? again : again.delivery).toMatchObject({ attempts: 1 })
    // A crashed attempt's lease ends: the lead can be sent again after it.
    expect(await store.requeue('failed', at(10 * MINUTE + LEASE_MS + 1))).not.toBe('busy')

    await store.recordDelivery('failed', {
      state: 'delivered',
      attempts: 42,
      nextAttemptAt: null,
      lastError: null,
      deliveredAt: now.toISOString(),
    })
    expect(await store.requeue('failed', now)).toBe('delivered')
    expect((await admin.db.doc('leads/failed').get()).data()).toMatchObject({
      ...owners,
      delivery: { state: 'delivered', attempts: 42 },
    })
    expect(await store.requeue('nowhere', now)).toBe('missing')
    expect((await admin.db.doc('leads/nowhere').get()).exists).toBe(false)
  })

  it('stores the same body once within the window, again after it; another body always', async () => {
    const store = firestoreStore(admin.db)
    const first = lead('first', T0, { dedupeKey: 'same' })
    await store.add(first, at(-DUPLICATE_WINDOW_MS))
    const again = lead('again', at(5 * MINUTE), { dedupeKey: 'same' })
    expect(await store.add(again, at(5 * MINUTE - DUPLICATE_WINDOW_MS))).toEqual({
      lead: first,
      duplicate: true,
    })
    await store.add(lead('other', at(6 * MINUTE)), at(6 * MINUTE - DUPLICATE_WINDOW_MS))
    const later = at(DUPLICATE_WINDOW_MS + 1)
    const after = lead('after', later, { dedupeKey: 'same' })
    expect(await store.add(after, at(1))).toEqual({ lead: after, duplicate: false })
    expect((await docs()).map((d) => d.id)).toEqual(['first', 'other', 'after'])
  })

  it('stores one of several same bodies posted at once (the add is a transaction)', async () => {
    const store = firestoreStore(admin.db)
    const results = await Promise.all(
      ['p1', 'p2', 'p3', 'p4'].map((id) =>
        store.add(lead(id, T0, { dedupeKey: 'burst' }), at(-DUPLICATE_WINDOW_MS)),
      ),
    )
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1)
    expect(new Set(results.map((r) => r.lead.id)).size).toBe(1)
    expect(await docs()).toHaveLength(1)
  })

  it('gives the due pending leads oldest first, up to the limit, each leased for one attempt', async () => {
    const store = firestoreStore(admin.db)
    const add = (l: Lead) => store.add(l, at(-DUPLICATE_WINDOW_MS))
    await add(lead('newer', at(2 * MINUTE)))
    await add(lead('older', at(MINUTE)))
    await add(
      lead('retried', T0, {
        delivery: {
          ...pendingDelivery(T0),
          attempts: 1,
          nextAttemptAt: at(3 * MINUTE).toISOString(),
        },
      }),
    )
    await add(
      lead('waiting', T0, {
        delivery: { ...pendingDelivery(T0), nextAttemptAt: at(60 * MINUTE).toISOString() },
      }),
    )
    await add(
      lead('done', T0, {
        delivery: { ...pendingDelivery(T0), state: 'delivered', nextAttemptAt: null },
      }),
    )
    await add(
      lead('failed', T0, {
        delivery: { ...pendingDelivery(T0), state: 'failed', nextAttemptAt: null },
      }),
    )

    const now = at(5 * MINUTE)
    expect((await store.due(now, 2)).map((l) => l.id)).toEqual(['older', 'newer'])
    // Those two are taken; the next call gives what is left, and nothing twice.
    const rest = await store.due(now, 10)
    expect(rest.map((l) => l.id)).toEqual(['retried'])
    expect(rest[0]?.delivery.attempts).toBe(1)
    expect(await store.due(now, 10)).toEqual([])
    expect(await store.claim('older', now)).toBeNull()
    // A lease that ran out (its attempt died) makes the lead due again; `waiting` is not yet.
    const later = at(5 * MINUTE + LEASE_MS)
    expect((await store.due(later, 10)).map((l) => l.id)).toEqual(['retried', 'older', 'newer'])
  })

  it('records each attempt, never undoes a delivery, and tells the last delivery', async () => {
    const store = firestoreStore(admin.db)
    await store.add(lead('a', T0), at(-DUPLICATE_WINDOW_MS))
    await store.add(lead('b', at(MINUTE)), at(-DUPLICATE_WINDOW_MS))
    expect(await store.lastDeliveredAt()).toBeNull()
    const failed: Delivery = {
      state: 'pending',
      attempts: 1,
      nextAttemptAt: at(2 * MINUTE).toISOString(),
      lastError: 'HTTP 500',
      deliveredAt: null,
    }
    await store.recordDelivery('a', failed)
    expect((await store.claim('a', at(2 * MINUTE)))?.delivery).toEqual(failed)
    const delivered = (minutes: number): Delivery => ({
      state: 'delivered',
      attempts: 2,
      nextAttemptAt: null,
      lastError: null,
      deliveredAt: at(minutes * MINUTE).toISOString(),
    })
    await store.recordDelivery('a', delivered(3))
    await store.recordDelivery('b', delivered(4))
    expect(await store.lastDeliveredAt()).toBe(at(4 * MINUTE).toISOString())
    // A slower attempt that failed after another delivered: the delivery stands.
    await store.recordDelivery('a', { ...failed, attempts: 3 })
    expect((await admin.db.doc('leads/a').get()).get('delivery')).toEqual({
      ...delivered(3),
      deliveredAt: Timestamp.fromDate(at(3 * MINUTE)),
    })
    expect(await store.claim('a', at(60 * MINUTE))).toBeNull()
    // A lead deleted meanwhile: nothing to record on, and no error.
    await store.recordDelivery('gone', delivered(5))
    expect((await admin.db.doc('leads/gone').get()).exists).toBe(false)
  })
})

describe('the Firestore rate limit', () => {
  it('counts per key over the last window, shared by every instance, each post with a TTL date', async () => {
    const one = firestoreLimiter(admin.db, { max: 3, windowMs: 10 * MINUTE })
    const other = firestoreLimiter(admin.db, { max: 3, windowMs: 10 * MINUTE })
    expect(await one.hit('k', T0)).toEqual({ ok: true })
    expect(await other.hit('k', at(MINUTE))).toEqual({ ok: true })
    expect(await one.hit('k', at(2 * MINUTE))).toEqual({ ok: true })
    expect(await other.hit('k', at(4 * MINUTE))).toEqual({ ok: false, retryAfterSeconds: 360 })
    expect(await one.hit('elsewhere', at(4 * MINUTE))).toEqual({ ok: true })
    const hits = await admin.db.collection('leadLimits/k/leadHits').orderBy('at').get()
    expect(hits.docs[0]?.data()).toEqual({
      at: Timestamp.fromDate(T0),
      expiresAt: Timestamp.fromDate(at(10 * MINUTE)),
    })
    // The refused post is not kept: it would hold the client back past its Retry-After.
    expect(hits.size).toBe(3)
    expect(await one.hit('k', at(10 * MINUTE))).toEqual({ ok: true })
    expect(await one.hit('k', at(10 * MINUTE + 1000))).toEqual({ ok: false, retryAfterSeconds: 59 })
  })

  it('never lets more than the limit through when posts come at once', async () => {
    const limiter = firestoreLimiter(admin.db, { max: 5, windowMs: 10 * MINUTE })
    const verdicts = await Promise.all(Array.from({ length: 8 }, () => limiter.hit('burst', T0)))
    expect(verdicts.filter((v) => v.ok).length).toBeLessThanOrEqual(5)
    // Two at once within the limit (a double tap) both pass.
    const pair = await Promise.all([limiter.hit('pair', T0), limiter.hit('pair', T0)])
    expect(pair).toEqual([{ ok: true }, { ok: true }])
  })

  it('holds under a burst: 60 valid posts at once from one client store 5, the rest answered 429 with Retry-After', async () => {
    const app = createServerApp({
      store: firestoreStore(admin.db),
      limiter: firestoreLimiter(admin.db, { max: 5, windowMs: 10 * MINUTE }),
      now: () => T0,
      salt: 'salt',
      clientAddress: () => '203.0.113.7',
      forward: { url: null, secret: null, retryBaseMs: 60_000 },
      log: () => {},
    })
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        app.request('/api/leads/contact/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Ann',
            email: `ann${n}@example.com`,
            message: `Burst ${n}`,
          }),
        }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    const refused = answers.filter((answer) => answer.status === 429)
    expect((await docs()).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status === 201).length).toBe((await docs()).length)
    expect(refused.length + (await docs()).length).toBe(60)
    for (const answer of refused)
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

let hosts: AutomationHost[] = []
afterEach(async () => {
  await Promise.all(hosts.map((host) => host.close()))
  hosts = []
})

/** A stand-in for n8n on a free loopback port; `state.status` is what it answers. */
async function receiver() {
  const host = await automationHost()
  hosts.push(host)
  return host
}

const forwardTo = (url: string | null): ForwardSettings => ({
  url,
  secret: SECRET,
  retryBaseMs: MINUTE,
})

describe('delivery from Firestore', () => {
  it('the endpoint stores to Firestore; deliverLead and the sweep send it on, retrying a receiver that is down or failing', async () => {
    let clock = T0
    const now = () => clock
    const store = firestoreStore(admin.db)
    const app = createServerApp({
      store,
      limiter: firestoreLimiter(admin.db, { max: 5, windowMs: 10 * MINUTE }),
      now,
      salt: 'salt',
      clientAddress: () => '203.0.113.7',
      forward: { url: null, secret: null, retryBaseMs: 60_000 },
      log: () => {},
    })
    const posted = await app.request('/api/leads/newsletter/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=ann%40example.com&website=',
    })
    expect(posted.status).toBe(303)
    expect(posted.headers.get('location')).toBe('/thank-you/subscribed/')
    const [stored] = await docs()
    const id = stored?.id as string
    expect(stored).toMatchObject({
      form: 'newsletter',
      via: 'html',
      fields: { email: 'ann@example.com' },
    })
    expect(
      JSON.stringify(
        await admin.db
          .collection('leadLimits')
          .get()
          .then((s) => s.docs.map((d) => d.data())),
      ),
    ).not.toContain('203.0.113.7')

    const n8n = await receiver()
    await n8n.close() // down
    const [first] = await store.due(now(), 10)
    if (!first) throw new Error('the stored lead is not due')
    clock = at(1000)
    const down = await deliverLead(store, first, forwardTo(n8n.url), now)
    expect(down).toMatchObject({
      state: 'pending',
      attempts: 1,
      nextAttemptAt: at(1000 + MINUTE).toISOString(),
    })
    expect(down.lastError).toContain('ECONNREFUSED')
    expect(await store.claim(id, at(1000))).toBeNull() // not due before its next attempt

    const back = await receiver()
    back.state.status = 500
    clock = at(1000 + MINUTE)
    expect(await sweepDeliveries(store, forwardTo(back.url), now)).toEqual({
      delivered: 0,
      pending: 1,
      failed: 0,
    })
    const afterFailure = (await admin.db.doc(`leads/${id}`).get()).get('delivery')
    expect(afterFailure).toMatchObject({
      state: 'pending',
      attempts: 2,
      lastError: 'HTTP 500',
      nextAttemptAt: Timestamp.fromDate(at(1000 + 3 * MINUTE)),
    })

    back.state.status = 200
    clock = at(1000 + 2 * MINUTE)
    expect(await sweepDeliveries(store, forwardTo(back.url), now)).toEqual({
      delivered: 0,
      pending: 0,
      failed: 0,
    })
    clock = at(1000 + 3 * MINUTE)
    expect(await sweepDeliveries(store, forwardTo(back.url), now)).toEqual({
      delivered: 1,
      pending: 0,
      failed: 0,
    })
    expect(back.got).toHaveLength(2)
    const sent = back.got[1]
    expect(sent?.headers['x-lead-id']).toBe(id)
    expect(sent?.headers['x-lead-secret']).toBe(SECRET)
    expect(sent?.body).toEqual({
      email: 'ann@example.com',
      id,
      form: 'newsletter',
      via: 'html',
      receivedAt: T0.toISOString(),
    })
    expect(await store.lastDeliveredAt()).toBe(clock.toISOString())
    clock = at(24 * 60 * MINUTE)
    expect(await sweepDeliveries(store, forwardTo(back.url), now)).toEqual({
      delivered: 0,
      pending: 0,
      failed: 0,
    })
    expect(back.got).toHaveLength(2)
  })

  it('the new-lead trigger sends a lead once, even when its event comes twice or the sweep runs beside it', async () => {
    const n8n = await receiver()
    const side = cloudServerSide(
      admin.db,
      { forwardUrl: n8n.url, forwardSecret: SECRET, salt: 'salt', env: {} },
      { clientAddress: () => '203.0.113.7', now: () => T0, log: () => {} },
    )
    const response = await side.app.request('/api/leads/contact/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ann', email: 'ann@example.com', message: 'A patio' }),
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const [first, repeat, sweep] = await Promise.all([
      side.deliverNew(id),
      side.deliverNew(id),
      side.sweep(),
    ])
    const sent = [first?.state, repeat?.state].filter(Boolean).length + sweep.delivered
    expect(sent).toBe(1)
    expect(await side.deliverNew(id)).toBeNull()
    expect(n8n.got.map((g) => g.headers['x-lead-id'])).toEqual([id])
    expect((await admin.db.doc(`leads/${id}`).get()).get('delivery.state')).toBe('delivered')

    // With no address set, the trigger leaves a lead pending for the sweep, untouched.
    const unset = cloudServerSide(
      admin.db,
      { forwardUrl: '', forwardSecret: '', salt: '', env: {} },
      { clientAddress: () => '203.0.113.8', now: () => T0, log: () => {} },
    )
    await unset.app.request('/api/leads/newsletter/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bea@example.com' }),
    })
    const waiting = (await docs()).find((d) => d.form === 'newsletter')
    expect(await unset.deliverNew(String(waiting?.id))).toBeNull()
    expect(waiting?.delivery).toMatchObject({ state: 'pending', attempts: 0 })
    expect(unset.forward).toMatchObject({ url: null, secret: null })
  })
})

describe('retention (server/leads/retention.ts)', () => {
  const NOW = new Date('2026-11-26T03:30:00.000Z')

  it('deletes exactly the leads received at or before the cutoff, and nothing else', async () => {
    const store = firestoreStore(admin.db)
    const cutoff = retentionCutoff(NOW, 24)
    expect(cutoff.toISOString()).toBe('2024-11-26T03:30:00.000Z')
    const ages: [string, Date][] = [
      ['years-old', new Date('2021-06-01T00:00:00Z')],
      ['a-ms-past', new Date(cutoff.getTime() - 1)],
      ['at-the-cutoff', cutoff],
      ['a-ms-inside', new Date(cutoff.getTime() + 1)],
      ['last-month', new Date('2026-10-26T00:00:00Z')],
    ]
    for (const [id, receivedAt] of ages)
      await store.add(lead(id, receivedAt), at(-DUPLICATE_WINDOW_MS))
    // An owner's later save does not extend a lead's life: receivedAt alone counts.
    await admin.db.doc('leads/a-ms-past').update({ status: 'won', updatedAt: Timestamp.now() })
    // Its history goes with it; a kept lead's stays.
    for (const id of ['a-ms-past', 'last-month'])
      await admin.db.collection(`leads/${id}/activity`).add({ kind: 'call', by: 'o@example.com' })

    expect(await purgeOldLeads(admin.db, {}, NOW)).toEqual({
      cutoff: cutoff.toISOString(),
      deleted: 3,
    })
    expect((await docs()).map((d) => d.id)).toEqual(['a-ms-inside', 'last-month'])
    expect((await admin.db.collectionGroup('activity').get()).docs.map((d) => d.ref.path)).toEqual([
      expect.stringMatching(/^leads\/last-month\/activity\//),
    ])
    expect(await deleteLeadsReceivedBy(admin.db, cutoff)).toBe(0)
  })

  it('takes LEAD_RETENTION_MONTHS, pages through many, and deletes nothing on a bad setting', async () => {
    const old = admin.db.batch()
    for (let n = 0; n < 450; n++)
      old.set(admin.db.doc(`leads/old-${n}`), { receivedAt: Timestamp.fromDate(at(-n * MINUTE)) })
    await old.commit()
    await admin.db.doc('leads/recent').set({ id: 'recent', receivedAt: Timestamp.fromDate(NOW) })
    for (const setting of ['0', '-3', '1.5', 'twelve', '121'])
      await expect(
        purgeOldLeads(admin.db, { LEAD_RETENTION_MONTHS: setting }, NOW),
      ).rejects.toThrow(/No lead was deleted/)
    expect((await admin.db.collection('leads').count().get()).data().count).toBe(451)
    // Six months back from 26 November 2026 is 26 May: T0 (1 March 2026) is past it.
    expect(await purgeOldLeads(admin.db, { LEAD_RETENTION_MONTHS: ' 6 ' }, NOW)).toEqual({
      cutoff: '2026-05-26T03:30:00.000Z',
      deleted: 450,
    })
    expect((await docs()).map((d) => d.id)).toEqual(['recent'])
  })
})

describe('the fake leads (scripts/seed/leads.ts)', () => {
  it('seed 1000 documents the office reads as the endpoint’s own', async () => {
    const now = new Date()
    await seedLeads(admin.db, fakeLeads(1000, now))
    const stored = await admin.db.collection('leads').orderBy('receivedAt', 'desc').get()
    expect(stored.size).toBe(1000)
    expect(stored.docs[0]?.id).toBe('sample-lead-0001')
    for (const doc of stored.docs)
      expect(leadDocumentSchema.safeParse(doc.data()).success).toBe(true)
    // The store reads them back; the one failed lead is not due, the delivered ones never are.
    expect(await firestoreStore(admin.db).due(now, 50)).toEqual([])
  })
})
