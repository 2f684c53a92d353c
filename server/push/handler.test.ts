import { createECDH, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Caller, OwnerVerifier } from '../leads/owners'
import { deviceId, MAX_DEVICES, pushRoutes } from './handler'
import type { PushSender, SendOutcome } from './sender'
import { memorySubscriptionStore, type SubscriptionStore } from './store'
import type { DeviceSubscription, PushMessage } from './types'
import { generateVapidPrivateKey, vapidFromPrivateKey } from './vapid'

const OWNER: Caller = { uid: 'owner-1', email: 'owner@example.com', owner: true, staff: true }
const EDITOR: Caller = { uid: 'ed-1', email: 'ed@example.com', owner: false, staff: true }
const owners: OwnerVerifier = {
  async verify(token) {
    if (token === 'down') throw new Error('auth unreachable')
    return token === 'owner' ? OWNER : token === 'editor' ? EDITOR : null
  },
}
const vapid = vapidFromPrivateKey(generateVapidPrivateKey(), 'https://oakandember.example')

function subscription(endpoint = `https://push.example/${randomBytes(6).toString('hex')}`) {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  }
}

function setup(options: { answer?: SendOutcome; store?: SubscriptionStore; setUp?: boolean } = {}) {
  const sent: { device: DeviceSubscription; message: PushMessage }[] = []
  const sender: PushSender = {
    async send(device, message) {
      sent.push({ device, message })
      return options.answer ?? { ok: true, status: 201 }
    },
  }
  const store = options.store ?? memorySubscriptionStore()
  const setUp = options.setUp ?? true
  const app = pushRoutes({
    push: { owners, store, vapid: setUp ? vapid : null, sender: setUp ? sender : null },
    now: () => new Date('2026-11-28T12:00:00Z'),
    log: () => {},
  })
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  return { call, store, sent }
}

describe('the alerts’ routes', () => {
  it('answer the owner alone: 401 without or with a bad token, 403 for an editor, 503 when Auth is down', async () => {
    const { call } = setup()
    for (const [method, path] of [
      ['GET', '/api/push/key'],
      ['GET', '/api/push/subscriptions'],
      ['POST', '/api/push/subscriptions'],
      ['DELETE', '/api/push/subscriptions/abc'],
    ] as const) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(401)
      expect((await call(method, path, 'expired')).status).toBe(401)
      expect((await call(method, path, 'editor')).status).toBe(403)
      expect((await call(method, path, 'down')).status).toBe(503)
    }
    const none = pushRoutes({ push: null, now: () => new Date(), log: () => {} })
    expect((await none.request('/api/push/key')).status).toBe(503)
  })

  it('give the public key, never the private one', async () => {
    const { call } = setup()
    const response = await call('GET', '/api/push/key', 'owner')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ ok: true, publicKey: vapid.publicKey })
    expect(text).not.toContain(vapid.privateKey)
  })

  it('add a device, send it a first alert, list it without its keys, and remove it', async () => {
    const { call, sent, store } = setup()
    const device = subscription()
    const added = await call('POST', '/api/push/subscriptions', 'owner', {
      subscription: device,
      label: 'iPhone · Safari',
    })
    expect(added.status).toBe(201)
    const { id, confirmation } = (await added.json()) as { id: string; confirmation: unknown }
    expect(id).toBe(deviceId(device.endpoint))
    expect(confirmation).toEqual({ sent: true, error: null })
    expect(sent.map((s) => [s.device.endpoint, s.message.title])).toEqual([
      [device.endpoint, 'Alerts are on'],
    ])
    // The same device again is the same entry.
    expect(
      (await call('POST', '/api/push/subscriptions', 'owner', { subscription: device })).status,
    ).toBe(201)
    const listed = await call('GET', '/api/push/subscriptions', 'owner')
    const text = await listed.text()
    expect(JSON.parse(text).devices).toEqual([
      {
        id,
        endpoint: device.endpoint,
        label: 'A device',
        addedAt: '2026-11-28T12:00:00.000Z',
        lastSentAt: '2026-11-28T12:00:00.000Z',
        lastError: null,
      },
    ])
    expect(text).not.toContain(device.keys.auth)
    expect(text).not.toContain(device.keys.p256dh)
    expect((await store.list())[0]?.addedBy).toBe('owner-1')
    expect((await call('DELETE', `/api/push/subscriptions/${id}`, 'owner')).status).toBe(200)
    expect((await call('DELETE', `/api/push/subscriptions/${id}`, 'owner')).status).toBe(404)
    expect(await store.list()).toEqual([])
  })

  it('refuse what is not a push subscription of an https push service', async () => {
    const { call, store } = setup()
    const good = subscription()
    for (const bad of [
      {},
      { subscription: { ...good, endpoint: 'http://push.example/x' } },
      { subscription: { ...good, endpoint: 'not a url' } },
      { subscription: { ...good, keys: { p256dh: 'AAAA', auth: good.keys.auth } } },
      { subscription: { ...good, keys: { p256dh: good.keys.p256dh, auth: 'AAAA' } } },
      { subscription: { ...good, endpoint: `https://push.example/${'x'.repeat(1100)}` } },
    ])
      expect((await call('POST', '/api/push/subscriptions', 'owner', bad)).status).toBe(400)
    expect(await store.list()).toEqual([])
  })

  it(`keep at most ${MAX_DEVICES} devices`, async () => {
    const { call } = setup()
    for (let i = 0; i < MAX_DEVICES; i++)
      expect(
        (await call('POST', '/api/push/subscriptions', 'owner', { subscription: subscription() }))
          .status,
      ).toBe(201)
    const refused = await call('POST', '/api/push/subscriptions', 'owner', {
      subscription: subscription(),
    })
    expect(refused.status).toBe(409)
  })

  it('do not keep a device its push service says is gone', async () => {
    const { call, store } = setup({
      answer: { ok: false, status: 410, gone: true, error: 'the push service answered HTTP 410' },
    })
    const response = await call('POST', '/api/push/subscriptions', 'owner', {
      subscription: subscription(),
    })
    expect(response.status).toBe(409)
    expect(await store.list()).toEqual([])
  })

  it('say alerts are not set up without a VAPID key, and still list and remove devices', async () => {
    const { call } = setup({ setUp: false })
    expect((await call('GET', '/api/push/key', 'owner')).status).toBe(503)
    expect(
      (await call('POST', '/api/push/subscriptions', 'owner', { subscription: subscription() }))
        .status,
    ).toBe(503)
    const listed = await call('GET', '/api/push/subscriptions', 'owner')
    expect(await listed.json()).toEqual({ ok: true, devices: [], setUp: false })
  })
})
