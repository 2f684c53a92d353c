import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore/lite'
import { beforeEach, describe, expect, it } from 'vitest'
import { firestoreStore } from '../../server/leads/firestoreStore'
import type { Lead } from '../../server/leads/types'
import { cloudLeadPathCheck } from '../../server/proof/cloud'
import { firestoreResults, LATEST, LEAD_PATH_COLLECTION } from '../../server/proof/firestoreResults'
import type { LeadPathCheck } from '../../server/proof/results'
import { firestoreSubscriptionStore } from '../../server/push/firestoreStore'
import { deviceId } from '../../server/push/handler'
import type { PushMessage } from '../../server/push/types'
import {
  generateVapidPrivateKey,
  LOCAL_SUBJECT,
  vapidFromPrivateKey,
} from '../../server/push/vapid'
import { startPushServiceStandIn } from '../../server/testing/pushServiceStandIn'
import { startTestSite, TEST_PROOF_SECRET } from '../../server/testing/testSite'
import { parseLead } from '../../src/admin/office/lead'
import { leadPathLine, parseLeadPathCheck, visitorLeads } from '../../src/admin/office/leadPath'
import { outcome } from './outcome'
import { rulesTestBed } from './ruleClients'

/**
 * The daily lead path check in Firestore (docs/decisions/0044): its results as the function keeps
 * them and as the owner's office reads them under firestore.rules (no one else, no client writes),
 * and its request kept marked, read back, and removed by the server. Port:
 * FIRESTORE_LEAD_PATH_TEST_PORT, default 8197.
 */
const PORT = Number(process.env.FIRESTORE_LEAD_PATH_TEST_PORT ?? 8197)
const { admin, editor, owner, nonStaff } = rulesTestBed(PORT)

const check = (at: string, ok: boolean): LeadPathCheck => ({
  at,
  finishedAt: at,
  site: 'https://oakandember.example',
  ok,
  problem: ok ? null : 'forwarding',
  failingSince: ok ? null : at,
  title: ok ? 'Requests reach you' : 'Request emails are not going out',
  summary: ok
    ? 'Working: a test request went from the website to the email forwarding and was answered.'
    : 'New requests are being saved, but the email forwarding is not working since 09:12. They are all in the office.',
  steps: [
    { step: 'ready', label: 'The website takes the check', ok: true, detail: 'ok' },
    { step: 'answered', label: 'The email forwarding answered for it', ok, detail: 'HTTP 500' },
  ],
  alert: ok ? null : { sent: 1, failed: 0 },
  by: 'schedule',
})

beforeEach(() => admin.reset())

describe('the lead path check’s results in Firestore', () => {
  it('are kept as the latest and one per check, and old ones dropped', async () => {
    const results = firestoreResults(admin.db)
    expect(await results.latest()).toBeNull()
    await results.save(check('2025-10-01T11:00:00.000Z', true))
    await results.save(check('2026-11-26T12:00:00.000Z', true))
    await results.save(check('2026-11-27T14:12:00.000Z', false))
    expect(await results.latest()).toEqual(check('2026-11-27T14:12:00.000Z', false))
    const ids = (await admin.db.collection(LEAD_PATH_COLLECTION).get()).docs.map((d) => d.id)
    // More than 400 days before the last: gone.
    expect(ids.sort()).toEqual(['2026-11-26T12:00:00.000Z', '2026-11-27T14:12:00.000Z', LATEST])
  })

  it('are read by the owner alone, as the office shows them, and written by no client', async () => {
    await firestoreResults(admin.db).save(check('2026-11-27T14:12:00.000Z', false))
    const latest = await getDoc(doc(owner.db, LEAD_PATH_COLLECTION, LATEST))
    const view = parseLeadPathCheck(latest.data())
    expect(view?.at.toISOString()).toBe('2026-11-27T14:12:00.000Z')
    expect(leadPathLine(view, new Date('2026-11-27T17:12:00.000Z')).text).toBe(
      'Lead path checked 3 hours ago: New requests are being saved, but the email forwarding is not working since 09:12. They are all in the office.',
    )
    expect(await outcome(getDocs(collection(owner.db, LEAD_PATH_COLLECTION)))).toBe('allowed')
    for (const [who, { db }] of [['an editor', editor], ...nonStaff] as const) {
      expect(await outcome(getDoc(doc(db, LEAD_PATH_COLLECTION, LATEST))), who).toBe(
        'permission-denied',
      )
      expect(await outcome(getDocs(collection(db, LEAD_PATH_COLLECTION))), who).toBe(
        'permission-denied',
      )
    }
    for (const [who, { db }] of [
      ['the owner', owner],
      ['an editor', editor],
      ...nonStaff,
    ] as const) {
      expect(await outcome(setDoc(doc(db, LEAD_PATH_COLLECTION, LATEST), { ok: true })), who).toBe(
        'permission-denied',
      )
      expect(await outcome(deleteDoc(doc(db, LEAD_PATH_COLLECTION, LATEST))), who).toBe(
        'permission-denied',
      )
    }
  })
})

describe('the check’s request in the leads', () => {
  const lead = (id: string, synthetic: boolean): Lead => ({
    id,
    form: 'contact',
    via: 'app',
    receivedAt: '2026-11-27T14:12:00.000Z',
    fields: { name: 'Lead path check', email: 'lead-path-check@oakandember.invalid', message: 'x' },
    status: 'new',
    delivery: {
      state: 'pending',
      attempts: 0,
      nextAttemptAt: '2026-11-27T14:12:00.000Z',
      lastError: null,
      deliveredAt: null,
    },
    dedupeKey: id,
    ...(synthetic ? { synthetic: true as const } : {}),
  })

  it('is kept marked, read back, left out of the office’s leads, and removed by the server', async () => {
    const store = firestoreStore(admin.db)
    await store.add(lead('check', true), new Date(0))
    await store.add(lead('visitor', false), new Date(0))
    expect((await store.get('check'))?.synthetic).toBe(true)
    expect(await store.get('visitor')).not.toHaveProperty('synthetic')
    expect(await store.get('missing')).toBeNull()

    const read = await getDocs(collection(owner.db, 'leads'))
    const office = read.docs.flatMap((d) => {
      const parsed = parseLead(d.id, d.data())
      return parsed.ok ? [parsed.lead] : []
    })
    expect(office).toHaveLength(2)
    expect(visitorLeads(office).map((each) => each.id)).toEqual(['visitor'])

    expect(await store.remove('check')).toBe(true)
    expect(await store.remove('check')).toBe(false)
    expect((await admin.db.collection('leads').get()).docs.map((d) => d.id)).toEqual(['visitor'])
  })
})

describe('the function proveLeadPath’s body (server/proof/cloud.ts)', () => {
  it('keeps the result in Firestore and pushes a failure to the devices kept there', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lead-path-cloud-'))
    const site = await startTestSite({ dir })
    const pushService = await startPushServiceStandIn()
    try {
      const vapid = vapidFromPrivateKey(generateVapidPrivateKey(), LOCAL_SUBJECT)
      const phone = await pushService.subscribe(vapid.publicKey)
      await firestoreSubscriptionStore(admin.db).put({
        id: deviceId(phone.endpoint),
        endpoint: phone.endpoint,
        keys: phone.keys,
        label: 'Phone',
        addedBy: 'owner-uid',
        addedAt: '2026-11-27T14:00:00.000Z',
        lastSentAt: null,
        lastError: null,
      })
      const run = () =>
        cloudLeadPathCheck(admin.db, {
          site: new URL(site.url),
          secret: TEST_PROOF_SECRET,
          vapid,
          now: () => new Date(),
          log: () => {},
        })
      expect(await run()).toMatchObject({ ok: true, by: 'schedule' })
      expect(await pushService.messages(phone.clientHash)).toEqual([])

      site.n8n.state.status = 500
      const failed = await run()
      expect(failed).toMatchObject({ ok: false, problem: 'forwarding', alert: { sent: 1 } })
      const [raw] = await pushService.messages(phone.clientHash)
      expect((JSON.parse(raw ?? '{}') as PushMessage).body).toMatch(
        /^New requests are being saved, but the email forwarding is not working since \d\d:\d\d\./,
      )
      const latest = await getDoc(doc(owner.db, LEAD_PATH_COLLECTION, LATEST))
      expect(parseLeadPathCheck(latest.data())?.summary).toBe(failed.summary)
      expect((await admin.db.collection(LEAD_PATH_COLLECTION).get()).size).toBe(3)
    } finally {
      await pushService.stop()
      await site.stop()
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('reports itself not set up, and is kept so, without LEAD_PROOF_SECRET', async () => {
    const checked = await cloudLeadPathCheck(admin.db, {
      site: new URL('http://127.0.0.1:9'),
      secret: 'none',
      vapid: null,
      now: () => new Date('2026-11-27T12:00:00.000Z'),
      log: () => {},
    })
    expect(checked).toMatchObject({ ok: false, problem: 'setup', alert: null })
    expect(checked.summary).toBe(
      'The daily check that requests reach you could not run since 07:00: it is not set up on the website (LEAD_PROOF_SECRET).',
    )
    expect((await firestoreResults(admin.db).latest())?.problem).toBe('setup')
  })
})
