import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fileServerSide, type NodeServerSide } from '../fileServerSide'
import { readLeads } from '../leads/jsonlStore'
import { type PushServiceStandIn, startPushServiceStandIn } from '../testing/pushServiceStandIn'
import { devicesFileFor, diskSubscriptionStore } from './diskStore'
import { deviceId } from './handler'
import type { PushDevice, PushMessage } from './types'
import { generateVapidPrivateKey, LOCAL_SUBJECT, vapidFromPrivateKey } from './vapid'

/**
 * Web Push for real, offline: `npm start`'s server side (server/fileServerSide.ts) signs and encrypts each
 * alert with its VAPID key, and web-push-testing, a push service on loopback, checks the signature
 * against the key the subscription was made with and decrypts the body with the subscription's
 * keys. What it decrypted is what a phone's service worker would be handed.
 */
let standIn: PushServiceStandIn
let dir = ''
let side: NodeServerSide | null = null
const servers: Server[] = []

beforeAll(async () => {
  standIn = await startPushServiceStandIn()
})
afterAll(() => standIn.stop())
afterEach(async () => {
  await side?.stop()
  side = null
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))))
  servers.length = 0
  if (dir) await rm(dir, { recursive: true, force: true })
})

const VISITOR = {
  name: 'Maria Alvarez',
  email: 'maria.alvarez@example.com',
  phone: '(919) 555-0142',
  message: 'A flagstone patio behind the house, about 400 sq ft. Call after 5.',
  project: 'patio',
  area: 'chapel-hill',
  page: '/quote/',
}

/** npm start's server side with devices already added (as the office would have), on a port. */
async function startSite(devices: number, env: Record<string, string> = {}) {
  dir = await mkdtemp(join(tmpdir(), 'push-'))
  const leadsFile = join(dir, 'leads.jsonl')
  const privateKey = generateVapidPrivateKey()
  const vapid = vapidFromPrivateKey(privateKey, LOCAL_SUBJECT)
  const store = diskSubscriptionStore(devicesFileFor(leadsFile))
  const subscriptions = []
  for (let i = 0; i < devices; i++) {
    const subscription = await standIn.subscribe(vapid.publicKey)
    const device: PushDevice = {
      id: deviceId(subscription.endpoint),
      endpoint: subscription.endpoint,
      keys: subscription.keys,
      label: `Phone ${i + 1}`,
      addedBy: 'owner-uid',
      addedAt: new Date().toISOString(),
      lastSentAt: null,
      lastError: null,
    }
    await store.put(device)
    subscriptions.push(subscription)
  }
  const lines: string[] = []
  side = fileServerSide({
    leadsFile,
    env: { PUSH_VAPID_PRIVATE_KEY: privateKey, ...env },
    log: (line) => lines.push(line),
  })
  const running = side
  const server = createServer((req, res) => running.middleware(req, res, () => res.end()))
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  const post = (form: string, body: Record<string, string>) =>
    fetch(`http://127.0.0.1:${port}/api/leads/${form}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  return { post, subscriptions, leadsFile, lines }
}

describe('a new lead alerts the owner’s devices through Web Push', () => {
  it('reaches the device within 2 s with the summary and the link, and no contact detail or message', async () => {
    const { post, subscriptions } = await startSite(1)
    const [device] = subscriptions
    if (!device) throw new Error('no subscription')
    const started = performance.now()
    const response = await post('contact', VISITOR)
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    await expect.poll(() => standIn.messages(device.clientHash), { timeout: 2000 }).toHaveLength(1)
    const took = performance.now() - started
    expect(took).toBeLessThan(2000)

    const [raw = ''] = await standIn.messages(device.clientHash)
    const message = JSON.parse(raw) as PushMessage
    expect(message).toEqual({
      title: 'New quote request',
      body: 'Patio · Chapel Hill',
      url: `/admin/leads/${id}/`,
      tag: `lead-${id}`,
    })
    for (const secret of [
      VISITOR.name,
      'Maria',
      VISITOR.email,
      'example.com',
      VISITOR.phone,
      '555',
      'flagstone',
      'Call after 5',
    ])
      expect(raw).not.toContain(secret)
  })

  it('sends nothing for a honeypot, a duplicate, a limited post or a newsletter sign-up', async () => {
    // Three contact posts per client: the fourth is refused (429).
    const { post, subscriptions, leadsFile } = await startSite(1, { LEAD_RATE_LIMIT: '3/600' })
    const [device] = subscriptions
    if (!device) throw new Error('no subscription')
    expect((await post('contact', VISITOR)).status).toBe(201)
    expect((await post('contact', VISITOR)).status).toBe(201) // the same body again: a duplicate
    expect(
      (await post('contact', { ...VISITOR, name: 'Bot', website: 'http://spam' })).status,
    ).toBe(
      201, // a filled honeypot is answered as a success
    )
    expect((await post('contact', { ...VISITOR, name: 'Fourth' })).status).toBe(429)
    expect((await post('newsletter', { email: 'reader@example.com' })).status).toBe(201)
    // Every alert started by those posts has gone once the server side has stopped.
    await side?.stop()
    side = null
    const stored = [...readLeads(leadsFile).values()].map((lead) => lead.form)
    expect(stored).toEqual(['contact', 'newsletter'])
    expect(await standIn.messages(device.clientHash)).toHaveLength(1)
  })

  it('drops a device its push service answers 410 for, and still alerts the others', async () => {
    const { post, subscriptions, leadsFile, lines } = await startSite(2)
    const [gone, kept] = subscriptions
    if (!gone || !kept) throw new Error('no subscriptions')
    await standIn.expire(gone.clientHash)
    expect((await post('contact', VISITOR)).status).toBe(201)
    await side?.stop()
    side = null
    expect(await standIn.messages(kept.clientHash)).toHaveLength(1)
    expect(await standIn.messages(gone.clientHash)).toHaveLength(0)
    const left = await diskSubscriptionStore(devicesFileFor(leadsFile)).list()
    expect(left.map((device) => device.endpoint)).toEqual([kept.endpoint])
    expect(left[0]?.lastSentAt).not.toBeNull()
    expect(lines.join('\n')).toMatch(/alerted 1 device\(s\), 1 gone and dropped/)
  })
})
