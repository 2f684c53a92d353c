import { afterEach, describe, expect, it } from 'vitest'
import { createServerApp } from '../app'
import { type AutomationHost, automationHost } from '../testing/automationHost'
import type { ForwardSettings } from './delivery'
import { jsonlStore } from './jsonlStore'
import { memoryLimiter } from './limiter'
import type { Caller, OwnerVerifier } from './owners'
import { type ResendStore, resendRoutes } from './resend'
import { type Delivery, type Lead, pendingDelivery } from './types'

const RECEIVED = new Date('2026-03-01T12:00:00Z')
const NOW = new Date('2026-03-09T08:00:00Z')
const OWNER: Caller = { uid: 'o', email: 'owner@example.com', owner: true, staff: true }
const EDITOR: Caller = { uid: 'e', email: 'editor@example.com', owner: false, staff: true }

const failed: Delivery = {
  state: 'failed',
  attempts: 41,
  nextAttemptAt: null,
  lastError: 'HTTP 404',
  deliveredAt: null,
}
const lead = (id: string, delivery: Delivery): Lead => ({
  id,
  form: 'contact',
  via: 'app',
  receivedAt: RECEIVED.toISOString(),
  fields: { name: 'Ann', email: 'ann@example.com', message: 'Patio' },
  status: 'new',
  delivery,
  dedupeKey: id,
})

/**
 * The store's contract in memory: a lease is a due time moved ahead, as in Firestore, held until
 * the attempt is recorded.
 */
function memoryStore(leads: Lead[]) {
  const byId = new Map(leads.map((l) => [l.id, structuredClone(l)]))
  const leased = new Map<string, number>()
  const calls: string[] = []
  const store: ResendStore = {
    async requeue(id, now) {
      calls.push(`requeue ${id}`)
      const kept = byId.get(id)
      if (!kept) return 'missing'
      if (kept.delivery.state === 'delivered') return 'delivered'
      if ((leased.get(id) ?? 0) > now.getTime()) return 'busy'
      leased.set(id, now.getTime() + 900_000)
      const due = { ...kept.delivery, state: 'pending' as const, nextAttemptAt: now.toISOString() }
      kept.delivery = { ...due, nextAttemptAt: new Date(now.getTime() + 900_000).toISOString() }
      return { ...structuredClone(kept), delivery: due }
    },
    async recordDelivery(id, delivery) {
      calls.push(`record ${id} ${delivery.state}`)
      leased.delete(id)
      const kept = byId.get(id)
      if (kept) kept.delivery = delivery
    },
  }
  return { store, byId, calls }
}

const verifier = (callers: Record<string, Caller>): OwnerVerifier => ({
  verify: async (token) => {
    if (token === 'unreachable') throw new Error('ECONNREFUSED')
    return callers[token] ?? null
  },
})

let hosts: AutomationHost[] = []
afterEach(async () => {
  await Promise.all(hosts.map((h) => h.close()))
  hosts = []
})
async function receiver(status = 200) {
  const host = await automationHost({ status })
  hosts.push(host)
  return host
}

const forward = (url: string | null): ForwardSettings => ({
  url,
  secret: 'shared-secret-0123456789abcdef0123',
  retryBaseMs: 60_000,
})

function setup(
  url: string | null,
  leads = [lead('failed-1', failed)],
  override: Partial<ResendStore> = {},
  n8nFetch?: typeof fetch,
) {
  const memory = memoryStore(leads)
  const app = resendRoutes({
    office: {
      owners: verifier({ 'owner-token': OWNER, 'editor-token': EDITOR }),
      store: { ...memory.store, ...override },
    },
    forward: { ...forward(url), ...(n8nFetch ? { fetch: n8nFetch } : {}) },
    now: () => NOW,
    log: () => {},
  })
  const send = (id: string, authorization?: string, method = 'POST') =>
    app.request(`/api/leads/${id}/deliver`, {
      method,
      headers: authorization ? { authorization } : {},
    })
  return { ...memory, send }
}

describe('send again: POST /api/leads/{id}/deliver', () => {
  it('delivers a failed lead once for the owner, and answers its new delivery, no-store', async () => {
    const n8n = await receiver(200)
    const { send, byId, calls } = setup(n8n.url)
    const response = await send('failed-1', 'Bearer owner-token')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    const delivery: Delivery = {
      state: 'delivered',
      attempts: 42,
      nextAttemptAt: null,
      lastError: null,
      deliveredAt: NOW.toISOString(),
    }
    expect(await response.json()).toEqual({ ok: true, id: 'failed-1', delivery })
    expect(n8n.got.map((g) => g.headers['x-lead-id'])).toEqual(['failed-1'])
    expect(byId.get('failed-1')?.delivery).toEqual(delivery)
    expect(calls).toEqual(['requeue failed-1', 'record failed-1 delivered'])
    // Delivered now: a second press is refused and sends nothing.
    const again = await send('failed-1', 'Bearer owner-token')
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ ok: false, error: 'This lead was delivered already.' })
    expect(n8n.got).toHaveLength(1)
  })

  it('refuses a second press while the first attempt is under way: one post reaches n8n', async () => {
    const posts: string[] = []
    let answer: (response: Response) => void = () => {}
    const slowN8n: typeof fetch = async (_url, init) => {
      posts.push(new Headers(init?.headers).get('X-Lead-Id') ?? '')
      return new Promise<Response>((resolve) => {
        answer = resolve
      })
    }
    const { send, calls } = setup('http://n8n.invalid/webhook/leads', undefined, {}, slowN8n)
    // The same lead, pressed in two tabs before the first answer.
    const first = send('failed-1', 'Bearer owner-token')
    await expect.poll(() => posts.length).toBe(1)
    const second = await send('failed-1', 'Bearer owner-token')
    expect(second.status).toBe(409)
    expect(await second.json()).toEqual({
      ok: false,
      error:
        'An attempt to send it is under way. Look again in a minute; one that stopped short ends within 15 minutes, and it can be sent again then.',
    })
    answer(new Response(JSON.stringify({ ok: true, id: 'failed-1' }), { status: 200 }))
    expect((await first).status).toBe(200)
    expect(posts).toEqual(['failed-1'])
    expect(calls).toEqual(['requeue failed-1', 'requeue failed-1', 'record failed-1 delivered'])
  })

  it('sends a pending lead now; a refusal is recorded and answered as the lead’s new state', async () => {
    const n8n = await receiver(502)
    const waiting = lead('pending-1', {
      ...pendingDelivery(RECEIVED),
      attempts: 3,
      nextAttemptAt: '2026-03-09T09:00:00Z',
      lastError: 'HTTP 500',
    })
    const { send, byId } = setup(n8n.url, [waiting])
    const response = await send('pending-1', 'bearer   owner-token')
    expect(response.status).toBe(200)
    const { delivery } = (await response.json()) as { delivery: Delivery }
    // Received eight days ago: past the three days, so one more failure is final.
    expect(delivery).toMatchObject({ state: 'failed', attempts: 4, lastError: 'HTTP 502' })
    expect(byId.get('pending-1')?.delivery).toEqual(delivery)
    expect(n8n.got).toHaveLength(1)
  })

  it('asks for a token (401), an owner’s (403), and checks nothing else first', async () => {
    const n8n = await receiver(200)
    const { send, calls } = setup(n8n.url)
    for (const header of [
      undefined,
      'owner-token',
      'Basic b3duZXI6eA==',
      'Bearer ',
      'Bearer a b',
    ]) {
      const response = await send('failed-1', header)
      expect(response.status, String(header)).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer')
    }
    expect((await send('failed-1', 'Bearer forged-token')).status).toBe(401)
    expect((await send('failed-1', `Bearer ${'x'.repeat(5000)}`)).status).toBe(401)
    const editor = await send('failed-1', 'Bearer editor-token')
    expect(editor.status).toBe(403)
    expect(await editor.json()).toEqual({
      ok: false,
      error: 'Only the owner, on a verified address, may send leads.',
    })
    // Auth itself unreachable: not the caller's fault, so not a 401.
    expect((await send('failed-1', 'Bearer unreachable')).status).toBe(503)
    expect(calls).toEqual([])
    expect(n8n.got).toEqual([])
  })

  it('answers 404 for an unknown or malformed id, 405 to anything but POST', async () => {
    const { send, calls } = setup('http://127.0.0.1:9/webhook/leads')
    expect((await send('no-such-lead', 'Bearer owner-token')).status).toBe(404)
    expect((await send('..', 'Bearer owner-token')).status).toBe(404)
    expect((await send('a%2Fb', 'Bearer owner-token')).status).toBe(404)
    expect((await send('a.b', 'Bearer owner-token')).status).toBe(404)
    expect(calls).toEqual(['requeue no-such-lead'])
    const get = await send('failed-1', 'Bearer owner-token', 'GET')
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
  })

  it('answers 503 when forwarding is not set up or the store fails, touching nothing', async () => {
    const unset = setup(null)
    expect((await unset.send('failed-1', 'Bearer owner-token')).status).toBe(503)
    expect(unset.calls).toEqual([])
    expect(unset.byId.get('failed-1')?.delivery).toEqual(failed)
    const broken = setup('http://127.0.0.1:9/webhook/leads', [], {
      requeue: async () => {
        throw new Error('unavailable')
      },
    })
    expect((await broken.send('x', 'Bearer owner-token')).status).toBe(503)
  })

  it('is part of the one app; with the JSON-lines store (no owner accounts) it answers 503', async () => {
    const app = createServerApp({
      store: jsonlStore('/nonexistent/leads.jsonl'),
      limiter: memoryLimiter({ max: 5, windowMs: 600_000 }),
      now: () => NOW,
      salt: 's',
      clientAddress: () => '203.0.113.7',
      forward: forward('http://127.0.0.1:9/webhook/leads'),
      log: () => {},
    })
    const response = await app.request('/api/leads/abc/deliver', {
      method: 'POST',
      headers: { authorization: 'Bearer owner-token' },
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(((await response.json()) as { error: string }).error).toContain('no owner accounts')
    // The lead endpoint beside it is unchanged.
    expect((await app.request('/api/leads/contact/', { method: 'GET' })).status).toBe(405)
  })
})
