import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readLeads } from '../server/leads/jsonlStore'
import { devicesFileFor, diskSubscriptionStore } from '../server/push/diskStore'
import { deviceId } from '../server/push/handler'
import type { PushMessage } from '../server/push/types'
import { generateVapidPrivateKey, LOCAL_SUBJECT, vapidFromPrivateKey } from '../server/push/vapid'
import {
  type PushServiceStandIn,
  type StandInSubscription,
  startPushServiceStandIn,
} from '../server/testing/pushServiceStandIn'
import { startTestSite, TEST_PROOF_SECRET, type TestSite } from '../server/testing/testSite'

/**
 * `npm run prove:leads -- URL` against `npm start`'s server side (server/fileServerSide.ts) with the n8n
 * stand-in, sharing its data folder as on a laptop: the owner's device is subscribed to a real
 * push service on loopback (web-push-testing), which decrypts what it is sent.
 */
const ROOT = resolve(import.meta.dirname, '..')
const privateKey = generateVapidPrivateKey()
let pushService: PushServiceStandIn
let dir: string
let site: TestSite
let device: StandInSubscription

beforeAll(async () => {
  pushService = await startPushServiceStandIn()
})
afterAll(() => pushService.stop())

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'prove-leads-'))
  // Added before the site starts, which reads its devices then: it would alert a new request.
  device = await pushService.subscribe(vapidFromPrivateKey(privateKey, LOCAL_SUBJECT).publicKey)
  await diskSubscriptionStore(devicesFileFor(join(dir, 'leads.jsonl'))).put({
    id: deviceId(device.endpoint),
    endpoint: device.endpoint,
    keys: device.keys,
    label: 'Phone',
    addedBy: 'owner-uid',
    addedAt: new Date().toISOString(),
    lastSentAt: null,
    lastError: null,
  })
  site = await startTestSite({ dir, env: { PUSH_VAPID_PRIVATE_KEY: privateKey } })
})
afterEach(async () => {
  await site.stop()
  await rm(dir, { recursive: true, force: true })
})

function proveLeads(url: string, secret = TEST_PROOF_SECRET) {
  return promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/prove-leads.ts', url, '--data', dir, '--wait', '10'],
    {
      cwd: ROOT,
      env: { ...process.env, LEAD_PROOF_SECRET: secret, PUSH_VAPID_PRIVATE_KEY: privateKey },
    },
  ).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      out: `${error.stdout}${error.stderr}`,
    }),
  )
}

const pushed = async () =>
  (await pushService.messages(device.clientHash)).map((raw) => JSON.parse(raw) as PushMessage)
const kept = async () =>
  JSON.parse(await readFile(join(dir, 'lead-path.json'), 'utf8')) as {
    latest: { ok: boolean; problem: string | null; summary: string }
    history: unknown[]
  }
const SINCE = /since \d\d:\d\d/

describe('npm run prove:leads -- URL', () => {
  it('passes against npm start with n8n answering, leaving no lead and pushing nothing', async () => {
    const { code, out } = await proveLeads(site.url)
    expect(out).toContain('✓ The email forwarding answered for it')
    expect(out).toContain('Result: Working')
    expect(code).toBe(0)
    expect(site.n8n.got).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ synthetic: true }) }),
    ])
    expect(readLeads(site.leadsFile).size).toBe(0)
    // Neither a "new request" alert for the check's request nor a failure.
    expect(await pushed()).toEqual([])
    expect((await kept()).latest).toMatchObject({ ok: true, problem: null })
  }, 30_000)

  it('fails with a push when the n8n stand-in answers 500', async () => {
    site.n8n.state.status = 500
    const { code, out } = await proveLeads(site.url)
    expect(out).toContain('✗ The email forwarding answered for it: HTTP 500')
    expect(code).toBe(1)
    const [message, ...more] = await pushed()
    expect(more).toEqual([])
    expect(message?.title).toBe('Request emails are not going out')
    expect(message?.body).toMatch(
      /^New requests are being saved, but the email forwarding is not working since \d\d:\d\d\. /,
    )
    expect(readLeads(site.leadsFile).size).toBe(0)
    expect((await kept()).latest).toMatchObject({ ok: false, problem: 'forwarding' })
  }, 30_000)

  it('fails with a push when the n8n stand-in is down', async () => {
    await site.n8n.close()
    const { code, out } = await proveLeads(site.url)
    expect(out).toMatch(/✗ The email forwarding answered for it: .*ECONNREFUSED/)
    expect(code).toBe(1)
    const [message] = await pushed()
    expect(message?.body).toMatch(SINCE)
    expect(message?.body).toContain('the email forwarding is not working')
  }, 30_000)

  it('fails with a push when the lead endpoint is down', async () => {
    const closed = site.url
    await site.stop()
    site = await startTestSite({ dir })
    const { code, out } = await proveLeads(closed)
    expect(out).toMatch(/✗ The website takes the check: the website did not answer .*ECONNREFUSED/)
    expect(code).toBe(1)
    const [message] = await pushed()
    expect(message).toMatchObject({
      title: 'The website is not taking requests',
      url: '/admin/leads/',
    })
    expect(message?.body).toMatch(SINCE)
    expect((await kept()).latest).toMatchObject({ ok: false, problem: 'site' })
  }, 30_000)

  it('refuses to run without the secret, or without an address', async () => {
    const noSecret = await proveLeads(site.url, '')
    expect(noSecret.code).toBe(2)
    expect(noSecret.out).toContain('LEAD_PROOF_SECRET is unset')
    const noSite = await proveLeads('')
    expect(noSite.code).toBe(2)
    expect(await pushed()).toEqual([])
    expect(site.n8n.got).toEqual([])
  }, 30_000)
})
