import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Context } from 'hono'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createServerApp } from '../app'
import { hostedClientAddress } from './clientAddress'
import { DUPLICATE_WINDOW_MS, MAX_BODY_BYTES } from './handler'
import { jsonlStore, readLeadLines } from './jsonlStore'
import { DEFAULT_LIMIT, type Limiter, memoryLimiter } from './limiter'
import type { LeadStore } from './store'
import type { Lead } from './types'

let dir: string
let file: string
let clock: Date
let logged: string[]
let stored: Lead[]

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'leads-'))
  file = join(dir, 'nested', 'leads.jsonl')
  clock = new Date('2026-01-02T03:04:05Z')
  logged = []
  stored = []
})
afterEach(() => rm(dir, { recursive: true, force: true }))

function app(
  options: {
    store?: LeadStore
    limit?: typeof DEFAULT_LIMIT
    limiter?: Limiter
    address?: string
    clientAddress?: (c: Context) => string
  } = {},
) {
  return createServerApp({
    store: options.store ?? jsonlStore(file),
    limiter: options.limiter ?? memoryLimiter(options.limit ?? { max: 1000, windowMs: 600_000 }),
    now: () => clock,
    salt: 'test-salt',
    clientAddress: options.clientAddress ?? (() => options.address ?? '203.0.113.7'),
    forward: { url: null, secret: null, retryBaseMs: 60_000 },
    log: (line) => logged.push(line),
    onStored: (lead) => stored.push(lead),
  })
}

const LEAD = { name: 'Ann', email: 'ann@example.com', message: 'A patio, please.' }
type App = ReturnType<typeof app>

function postJson(server: App, path: string, body: unknown, type = 'application/json') {
  return server.request(path, {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

function postForm(server: App, path: string, fields: Record<string, string> | string) {
  return server.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  })
}

const leads = () => readLeadLines(file).filter((line) => line.type === 'lead') as Lead[]

describe('the lead endpoint', () => {
  it('stores the app’s JSON (any charset) and answers 201 with the lead’s id, no-store', async () => {
    const server = app()
    const response = await postJson(
      server,
      '/api/leads/contact/',
      LEAD,
      'application/json; charset=UTF-8',
    )
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { id } = (await response.json()) as { id: string }
    expect(leads()).toEqual([
      {
        type: 'lead',
        id,
        form: 'contact',
        via: 'app',
        receivedAt: '2026-01-02T03:04:05.000Z',
        fields: LEAD,
        status: 'new',
        delivery: {
          state: 'pending',
          attempts: 0,
          nextAttemptAt: '2026-01-02T03:04:05.000Z',
          lastError: null,
          deliveredAt: null,
        },
        dedupeKey: expect.any(String),
      },
    ])
    expect(stored.map((lead) => lead.id)).toEqual([id])
    expect(logged).toEqual(['[leads] contact: Ann ann@example.com'])
  })

  it('stores a form post as the same record and answers 303 to the fixed confirmation page', async () => {
    const server = app()
    const response = await postForm(server, '/api/leads/contact', {
      ...LEAD,
      subject: '',
      website: '',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/thank-you/message/')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const [lead] = leads()
    expect(lead).toMatchObject({ form: 'contact', via: 'html', fields: LEAD })
    const newsletter = await postForm(server, '/api/leads/newsletter/', { email: 'b@example.com' })
    expect(newsletter.headers.get('location')).toBe('/thank-you/subscribed/')
  })

  it('answers at the old webhook paths too, for pages and tabs from before the switch', async () => {
    const server = app()
    expect((await postJson(server, '/webhook/contact', LEAD)).status).toBe(201)
    expect(
      (await postJson(server, '/webhook-test/newsletter', { email: 'c@example.com' })).status,
    ).toBe(201)
    expect(leads().map((lead) => lead.form)).toEqual(['contact', 'newsletter'])
  })

  it('keeps only the form’s fields, cleaned; writes a quote posted without the app as the app would', async () => {
    const server = app()
    await postForm(server, '/api/leads/contact/', {
      name: '  Ann  ',
      email: 'ann@example.com',
      message: 'Line one\r\nLine two',
      isAdmin: 'true',
      subject: 'not-a-subject',
    })
    expect(leads()[0]?.fields).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      message: 'Line one\nLine two',
    })
  })

  it('removes invisible and direction-changing characters, and refuses markup in an email', async () => {
    const server = app()
    const hostile = {
      // C1 control, zero-width space and joiner, a right-to-left override, a BOM, a line separator.
      name: '\u0085Ann\u200b \u200dLee\u202e\ufeff',
      email: 'ann@example.com',
      message: 'Hi\u2028there\u2066!\u2069',
    }
    expect((await postJson(server, '/api/leads/contact/', hostile)).status).toBe(201)
    expect(leads()[0]?.fields).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      message: 'Hi\nthere!',
    })

    for (const email of [
      '<script>alert(1)</script>@x.com',
      'a"b@example.com',
      'ann@exa>mple.com',
    ]) {
      const refused = await postJson(server, '/api/leads/newsletter/', { email })
      expect(refused.status, email).toBe(422)
      expect(await refused.json()).toEqual({ ok: false, error: 'Not sent: email is not valid.' })
    }
    expect(leads()).toHaveLength(1)
  })

  it('takes a form post’s campaign from the address of the page it was sent from', async () => {
    const server = app()
    const post = (fields: Record<string, string>, referer: string) =>
      server.request('/api/leads/contact/', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', referer },
        body: new URLSearchParams(fields).toString(),
      })
    const landing =
      'https://oakandember.example/decks/?utm_source=google&utm_campaign=fall%20decks&gclid=Cj0&x=1'
    expect((await post({ ...LEAD, page: '/decks/' }, landing)).status).toBe(303)
    // From another page than the one the form names, or with a campaign of its own: as sent.
    const elsewhere = { ...LEAD, message: 'A pergola.', page: '/pergolas/' }
    expect((await post(elsewhere, landing)).status).toBe(303)
    const own = { ...LEAD, message: 'A patio.', page: '/decks/', utm_source: 'newsletter' }
    expect((await post(own, landing)).status).toBe(303)
    expect(leads().map((lead) => lead.fields)).toEqual([
      {
        ...LEAD,
        page: '/decks/',
        utm_source: 'google',
        utm_campaign: 'fall decks',
        gclid: 'Cj0',
      },
      elsewhere,
      own,
    ])
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const server = app()
    expect(
      (await postJson(server, '/api/leads/contact/', { ...LEAD, website: 'spam.example' })).status,
    ).toBe(201)
    const form = await postForm(server, '/api/leads/contact/', { ...LEAD, website: 'x' })
    expect(form.status).toBe(303)
    expect(leads()).toEqual([])
    expect(stored).toEqual([])
    // Nothing kept, but a line says so: a real lead dropped this way would otherwise leave no trace.
    expect(logged).toEqual([
      '[leads] contact: a filled honeypot, answered as a success and not stored',
      '[leads] contact: a filled honeypot, answered as a success and not stored',
    ])
  })

  it('stores the same body twice within ten minutes once, and again after', async () => {
    const server = app()
    const first = (await (await postJson(server, '/api/leads/contact/', LEAD)).json()) as {
      id: string
    }
    // The browser's own post of the same answers after the app's (a retry) is the same lead.
    const again = await postForm(server, '/api/leads/contact/', LEAD)
    expect(again.status).toBe(303)
    expect(leads()).toHaveLength(1)
    expect(
      (await (await postJson(server, '/api/leads/contact/', LEAD)).json()) as { id: string },
    ).toEqual({
      ok: true,
      id: first.id,
    })
    expect(logged.at(-1)).toBe(
      '[leads] contact: Ann ann@example.com (repeated within minutes: kept once)',
    )
    await postJson(server, '/api/leads/contact/', { ...LEAD, message: 'Another' })
    expect(leads()).toHaveLength(2)
    clock = new Date(clock.getTime() + DUPLICATE_WINDOW_MS + 1)
    await postJson(server, '/api/leads/contact/', LEAD)
    expect(leads()).toHaveLength(3)
  })

  it('refuses a body over 64 KB with 413, storing nothing', async () => {
    const server = app()
    const big = { ...LEAD, message: 'x'.repeat(MAX_BODY_BYTES) }
    const response = await postJson(server, '/api/leads/contact/', big)
    expect(response.status).toBe(413)
    const form = await postForm(server, '/api/leads/contact/', {
      ...LEAD,
      message: 'x'.repeat(MAX_BODY_BYTES),
    })
    expect(form.status).toBe(413)
    expect(await form.text()).toContain('(919) 555-0142')
    expect(leads()).toEqual([])
  })

  it('refuses any other content type with 415', async () => {
    const server = app()
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
      const response = await postJson(server, '/api/leads/contact/', JSON.stringify(LEAD), type)
      expect(response.status, type).toBe(415)
    }
    const none = await server.request('/api/leads/contact/', {
      method: 'POST',
      body: JSON.stringify(LEAD),
    })
    expect(none.status).toBe(415)
    expect(leads()).toEqual([])
  })

  it('answers other methods 405 with Allow: POST; unknown forms 404; bad JSON 400; missing fields 422', async () => {
    const server = app()
    for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await server.request('/api/leads/contact/', { method })
      expect(response.status, method).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
    }
    expect((await postJson(server, '/api/leads/quote/', LEAD)).status).toBe(404)
    expect((await postJson(server, '/api/leads/contact/', '{"name":')).status).toBe(400)
    expect((await postJson(server, '/api/leads/contact/', '[1]')).status).toBe(400)
    const missing = await postJson(server, '/api/leads/contact/', { email: 'a@b.co' })
    expect(missing.status).toBe(422)
    expect(await missing.json()).toEqual({
      ok: false,
      error: 'Not sent: name is required, message is required.',
    })
    expect(leads()).toEqual([])
  })

  it('limits each client per form: 429 with Retry-After, a page in the site’s words for a form post', async () => {
    const server = app({ limit: DEFAULT_LIMIT })
    for (let i = 0; i < DEFAULT_LIMIT.max; i++)
      expect(
        (await postJson(server, '/api/leads/newsletter/', { email: `n${i}@example.com` })).status,
      ).toBe(201)
    const refused = await postJson(server, '/api/leads/newsletter/', { email: 'late@example.com' })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('600')
    const page = await postForm(server, '/api/leads/newsletter/', { email: 'late@example.com' })
    expect(page.status).toBe(429)
    expect(page.headers.get('content-type')).toContain('text/html')
    const text = await page.text()
    expect(text).toContain('Please wait a few minutes')
    expect(text).toContain('(919) 555-0142')
    // The other form has its own count; a minute later, still limited; ten minutes later, not.
    expect((await postJson(server, '/api/leads/contact/', LEAD)).status).toBe(201)
    clock = new Date(clock.getTime() + 60_000)
    expect(
      (await postJson(server, '/api/leads/newsletter/', { email: 'x@example.com' })).headers.get(
        'retry-after',
      ),
    ).toBe('540')
    clock = new Date(clock.getTime() + DEFAULT_LIMIT.windowMs)
    expect(
      (await postJson(server, '/api/leads/newsletter/', { email: 'y@example.com' })).status,
    ).toBe(201)
    expect(leads()).toHaveLength(DEFAULT_LIMIT.max + 2)
    // No address is kept anywhere.
    expect(JSON.stringify(readLeadLines(file))).not.toContain('203.0.113.7')
  })

  it('counts only readable, valid posts against the limit; a limiter that fails lets a post through', async () => {
    const server = app({ limit: DEFAULT_LIMIT })
    for (let i = 0; i < DEFAULT_LIMIT.max; i++)
      expect(
        (await postJson(server, '/api/leads/contact/', { ...LEAD, email: 'ann@' })).status,
      ).toBe(422)
    expect((await postJson(server, '/api/leads/contact/', LEAD)).status).toBe(201)

    const broken: Limiter = {
      hit: async () => {
        throw new Error('deadline exceeded')
      },
    }
    const form = await postForm(app({ limiter: broken }), '/api/leads/contact/', {
      ...LEAD,
      message: 'A deck too.',
    })
    expect(form.status).toBe(303)
    expect(leads()).toHaveLength(2)
    expect(logged).toContain(
      '[leads] the rate limit could not be read, the post was let through (Error: deadline exceeded)',
    )
  })

  it('counts a client by what Hosting says, not by forged X-Forwarded-For entries', async () => {
    const server = app({
      limit: DEFAULT_LIMIT,
      clientAddress: (c) => hostedClientAddress((name) => c.req.header(name), '169.254.1.1'),
    })
    const statuses: number[] = []
    for (let i = 0; i < 40; i++)
      statuses.push(
        (
          await server.request('/api/leads/newsletter/', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `192.0.2.${i}, 198.51.100.23`,
            },
            body: JSON.stringify({ email: `n${i}@example.com` }),
          })
        ).status,
      )
    expect(statuses.filter((status) => status === 201)).toHaveLength(DEFAULT_LIMIT.max)
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - DEFAULT_LIMIT.max)
    expect(leads()).toHaveLength(DEFAULT_LIMIT.max)
  })

  it('counts an IPv6 client by its /64: rotating addresses inside it gains nothing', async () => {
    let address = ''
    const server = app({ limit: DEFAULT_LIMIT, clientAddress: () => address })
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      address = `2001:db8:7:8:${i + 1}::${(i * 13).toString(16)}`
      statuses.push(
        (await postJson(server, '/api/leads/newsletter/', { email: `v${i}@example.com` })).status,
      )
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(DEFAULT_LIMIT.max)
    address = '2001:db8:7:9::1' // another home
    expect(
      (await postJson(server, '/api/leads/newsletter/', { email: 'w@example.com' })).status,
    ).toBe(201)
  })

  it('refuses a post from another site, with a page that does not send the visitor back to it', async () => {
    const server = app()
    const page = await server.request('/api/leads/contact/', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: new URLSearchParams(LEAD).toString(),
    })
    expect(page.status).toBe(403)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const text = await page.text()
    expect(text).toContain('This form came from another website')
    expect(text).toContain('href="/contact-us/"')
    expect(text).not.toContain('go back')
    const json = await server.request('/api/leads/newsletter/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'ann@example.com' }),
    })
    expect(json.status).toBe(403)
    expect(await json.json()).toMatchObject({ ok: false })
    expect(leads()).toEqual([])
    expect(stored).toEqual([])
    // The site's own pages, with or without the app, still send.
    const own = await server.request('http://localhost:4173/api/leads/contact/', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost:4173',
        'sec-fetch-site': 'same-origin',
      },
      body: new URLSearchParams(LEAD).toString(),
    })
    expect(own.status).toBe(303)
    expect(leads()).toHaveLength(1)
  })

  it('answers 503 and never a success when the store fails', async () => {
    const failing: LeadStore = {
      add: async () => {
        throw new Error('disk full')
      },
      due: async () => [],
      recordDelivery: async () => {},
      lastDeliveredAt: async () => null,
    }
    const server = app({ store: failing })
    const json = await postJson(server, '/api/leads/contact/', LEAD)
    expect(json.status).toBe(503)
    expect(await json.json()).toEqual({
      ok: false,
      error: 'Something went wrong on our side and your form was not saved.',
    })
    const form = await postForm(server, '/api/leads/contact/', LEAD)
    expect(form.status).toBe(503)
    expect(await form.text()).toContain('(919) 555-0142')
    expect(stored).toEqual([])
    expect(logged[0]).toBe('[leads] contact: Ann ann@example.com: NOT STORED (Error: disk full)')
  })

  it('tells anyone on /api/health only whether leads are kept and sent on; staff see the rest', async () => {
    const server = app()
    const health = await server.request('/api/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ ok: false })
    const forwarding = createServerApp({
      store: jsonlStore(file),
      limiter: memoryLimiter(DEFAULT_LIMIT),
      now: () => clock,
      salt: 'test-salt',
      clientAddress: () => '203.0.113.7',
      forward: { url: 'http://127.0.0.1:9/hook', secret: 's3cret', retryBaseMs: 60_000 },
      office: {
        owners: {
          verify: async (token) =>
            token === 'owner-token'
              ? { uid: 'o', email: 'owner@example.com', owner: true, staff: true }
              : token === 'unverified-token'
                ? { uid: 'u', email: 'u@example.com', owner: false, staff: false }
                : null,
        },
        store: { recordDelivery: async () => {}, requeue: async () => 'missing' as const },
      },
    })
    const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })
    expect(await (await forwarding.request('/api/health')).json()).toEqual({ ok: true })
    expect(await (await forwarding.request('/api/health', as('forged'))).json()).toEqual({
      ok: true,
    })
    expect(await (await forwarding.request('/api/health', as('unverified-token'))).json()).toEqual({
      ok: true,
    })
    const staff = await forwarding.request('/api/health', as('owner-token'))
    expect(await staff.json()).toEqual({
      ok: true,
      store: 'ok',
      forwarding: { configured: true, secret: true },
      deploy: { configured: false },
      lastDeliveredAt: null,
    })
    expect(staff.headers.get('cache-control')).toBe('no-store')
  })
})
