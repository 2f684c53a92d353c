import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createServerApp } from '../app'
import { forwardBody } from '../leads/delivery'
import { jsonlStore, readLeads } from '../leads/jsonlStore'
import { memoryLimiter } from '../leads/limiter'
import type { Lead } from '../leads/types'
import { leadAlert } from '../push/message'
import { proofDeps } from './routes'
import { PROOF_HEADER, signProof } from './signature'

/**
 * The lead endpoint and the check's routes as the server answers them: only a signed post is the
 * check's own (not limited, marked); a flag in the body, a wrong or stale signature mean nothing.
 */
const SECRET = 'p'.repeat(40)
const VISITOR = { name: 'Ann', email: 'ann@example.com', message: 'A patio, please.' }
let dir: string
let clock: Date
let stored: Lead[]

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'proof-routes-'))
  clock = new Date('2026-11-27T14:12:00.000Z')
  stored = []
})
afterEach(() => rm(dir, { recursive: true, force: true }))

function server(secret: string | null = SECRET) {
  const file = join(dir, 'leads.jsonl')
  const store = jsonlStore(file)
  const app = createServerApp({
    store,
    // One post per client per ten minutes.
    limiter: memoryLimiter({ max: 1, windowMs: 600_000 }),
    now: () => clock,
    salt: 'salt',
    clientAddress: () => '203.0.113.7',
    forward: { url: null, secret: null, retryBaseMs: 60_000 },
    log: () => {},
    onStored: (lead) => stored.push(lead),
    proof: proofDeps(secret ?? undefined, store),
  })
  const post = (body: Record<string, unknown>, proof?: string) => {
    const text = JSON.stringify(body)
    return app.request('/api/leads/contact/', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(proof === undefined ? {} : { [PROOF_HEADER]: proof }),
      },
      body: text,
    })
  }
  const signed = (body: Record<string, unknown>, at = clock) =>
    post(body, signProof(SECRET, at, 'contact', JSON.stringify(body)))
  const route = (method: 'GET' | 'DELETE', id: string, proof?: string) =>
    app.request(`/api/leads/proof/${id}`, {
      method,
      headers: proof === undefined ? {} : { [PROOF_HEADER]: proof },
    })
  const sign = (method: 'GET' | 'DELETE', id: string, secret = SECRET) =>
    signProof(secret, clock, `${method} proof/${id}`)
  return { app, post, signed, route, sign, leads: () => [...readLeads(file).values()] }
}

describe('a signed post to the lead endpoint', () => {
  it('is kept marked as the check’s own, answered so, and never limited', async () => {
    const { signed, post, leads } = server()
    for (const n of [1, 2, 3]) {
      const response = await signed({ ...VISITOR, message: `check ${n}` })
      expect(response.status).toBe(201)
      expect(await response.json()).toMatchObject({ ok: true, synthetic: true })
    }
    // A visitor from the same address still has their own one post.
    expect((await post(VISITOR)).status).toBe(201)
    expect((await post({ ...VISITOR, message: 'again' })).status).toBe(429)
    expect(leads().map((lead) => lead.synthetic ?? false)).toEqual([true, true, true, false])
    // Handed on to delivery like any lead (that is the path proved).
    expect(stored).toHaveLength(4)
  })

  it('is a visitor’s post when the signature is wrong, stale, for another body, or absent', async () => {
    const { post, leads } = server()
    const body = { ...VISITOR, synthetic: true }
    const stale = new Date(clock.getTime() - 6 * 60_000)
    const tries = [
      signProof('q'.repeat(40), clock, 'contact', JSON.stringify(body)),
      signProof(SECRET, stale, 'contact', JSON.stringify(body)),
      signProof(SECRET, clock, 'contact', JSON.stringify(VISITOR)),
      signProof(SECRET, clock, 'newsletter', JSON.stringify(body)),
      undefined,
    ]
    const statuses: number[] = []
    for (const proof of tries) {
      const response = await post({ ...body, message: `try ${statuses.length}` }, proof)
      statuses.push(response.status)
      if (response.status === 201) expect(await response.json()).not.toHaveProperty('synthetic')
    }
    // The first is a visitor's post, kept; the rest count against the same visitor's limit.
    expect(statuses).toEqual([201, 429, 429, 429, 429])
    expect(leads()).toHaveLength(1)
    expect(leads()[0]).not.toHaveProperty('synthetic')
    // The body's own "synthetic" is not a field of the form: dropped.
    expect(leads()[0]?.fields).not.toHaveProperty('synthetic')
  })

  it('is a visitor’s post where the check is not set up (no secret, or "none")', async () => {
    for (const secret of [null, 'none']) {
      const { signed, leads } = server(secret)
      expect((await signed(VISITOR)).status).toBe(201)
      expect(leads().at(-1)).not.toHaveProperty('synthetic')
      await rm(join(dir, 'leads.jsonl'), { force: true })
    }
  })

  it('goes to n8n marked with a JSON true, and alerts no device', async () => {
    const { signed, leads } = server()
    await signed(VISITOR)
    const [lead] = leads()
    if (!lead) throw new Error('not stored')
    expect(forwardBody(lead)).toMatchObject({ synthetic: true, id: lead.id, form: 'contact' })
    expect(leadAlert(lead)).toBeNull()
    const visitor = { ...lead, synthetic: undefined }
    expect(forwardBody(visitor)).not.toHaveProperty('synthetic')
    expect(leadAlert(visitor)).not.toBeNull()
  })
})

describe('the check’s routes', () => {
  it('tell how far the check’s request got, and remove it, for a valid signature only', async () => {
    const { signed, route, sign, leads } = server()
    const { id } = (await (await signed(VISITOR)).json()) as { id: string }
    expect((await route('GET', id)).status).toBe(401)
    expect((await route('GET', id, sign('DELETE', id))).status).toBe(401)
    expect((await route('GET', id, sign('GET', id, 'q'.repeat(40)))).status).toBe(401)
    const status = await route('GET', id, sign('GET', id))
    expect(status.status).toBe(200)
    expect(status.headers.get('cache-control')).toBe('no-store')
    const body = await status.json()
    expect(body).toEqual({
      ok: true,
      id,
      receivedAt: '2026-11-27T14:12:00.000Z',
      delivery: { state: 'pending', attempts: 0, lastError: null, deliveredAt: null },
    })
    expect(JSON.stringify(body)).not.toContain('ann@example.com')

    expect((await route('DELETE', id, sign('GET', id))).status).toBe(401)
    expect(leads()).toHaveLength(1)
    expect((await route('DELETE', id, sign('DELETE', id))).status).toBe(200)
    expect(leads()).toHaveLength(0)
    expect((await route('GET', id, sign('GET', id))).status).toBe(404)
    expect((await route('DELETE', id, sign('DELETE', id))).status).toBe(404)
  })

  it('never show or remove a visitor’s lead, even signed', async () => {
    const { post, route, sign, leads } = server()
    const { id } = (await (await post(VISITOR)).json()) as { id: string }
    expect((await route('GET', id, sign('GET', id))).status).toBe(404)
    expect((await route('DELETE', id, sign('DELETE', id))).status).toBe(404)
    expect(leads().map((lead) => lead.id)).toEqual([id])
  })

  it('say whether the site takes the check: 200 signed, 401 not, 503 not set up', async () => {
    const ready = (app: ReturnType<typeof server>['app'], proof?: string) =>
      app.request('/api/leads/proof/', proof ? { headers: { [PROOF_HEADER]: proof } } : {})
    const { app } = server()
    expect((await ready(app, signProof(SECRET, clock, 'GET proof'))).status).toBe(200)
    const wrong = await ready(app, signProof('q'.repeat(40), clock, 'GET proof'))
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toMatchObject({ error: expect.stringMatching(/LEAD_PROOF_SECRET/) })
    expect((await ready(app)).status).toBe(401)
    const off = server(null).app
    expect((await ready(off, signProof(SECRET, clock, 'GET proof'))).status).toBe(503)
    // POST on the path is still the lead endpoint's: no form of that name.
    expect((await app.request('/api/leads/proof/', { method: 'POST' })).status).toBe(415)
  })
})
