import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createInbox, DUPLICATE_WINDOW_MS, MAX_BODY_BYTES } from './inbox'

let dir: string
let file: string
let server: Server
let base: string
const logged: string[] = []

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inbox-'))
  file = join(dir, 'nested', 'inbox.jsonl')
  logged.length = 0
  const inbox = createInbox({
    file,
    log: (line) => logged.push(line),
    now: () => new Date('2026-01-02T03:04:05Z'),
  })
  server = createServer((req, res) => {
    inbox(req, res, () => {
      res.writeHead(418)
      res.end('passed through')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve))
  await rm(dir, { recursive: true, force: true })
})

async function lines(): Promise<unknown[]> {
  try {
    return (await readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
  } catch {
    return []
  }
}

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
}

/** What a browser sends for a form without the app: URL-encoded fields, redirects not followed. */
function postForm(path: string, fields: Record<string, string> | string) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
}

const LEAD = { name: 'Ann', email: 'ann@example.com', message: 'A patio, please.' }

describe('local inbox', () => {
  it('appends a posted JSON object once, with a timestamp, and answers 200', async () => {
    const response = await post('/webhook-test/contact', JSON.stringify(LEAD))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(await lines()).toEqual([
      {
        receivedAt: '2026-01-02T03:04:05.000Z',
        webhook: 'contact',
        via: 'app',
        body: LEAD,
      },
    ])
    expect(logged).toEqual(['[inbox] contact: Ann ann@example.com'])
  })

  it('accepts the production webhook path too', async () => {
    const response = await post('/webhook/newsletter', JSON.stringify({ email: 'a@b.co' }))
    expect(response.status).toBe(200)
    expect(await lines()).toHaveLength(1)
  })

  it.each([
    ['not JSON', 'name=Ann', 400, 'Body must be JSON.'],
    [
      'missing a required field',
      '{"name":"Ann"}',
      422,
      'Not sent: email is required, message is required.',
    ],
    [
      'a malformed address',
      '{"name":"A","email":"a@b","message":"m"}',
      422,
      'Not sent: email is not valid.',
    ],
    ['an array', '[1,2]', 400, 'Body must be a JSON object.'],
    ['a string', '"hello"', 400, 'Body must be a JSON object.'],
    ['null', 'null', 400, 'Body must be a JSON object.'],
    ['empty', '', 400, 'Body must be JSON.'],
  ])('answers %s with a clear 4xx and writes nothing', async (_label, body, status, error) => {
    const response = await post('/webhook-test/contact', body)
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ ok: false, error })
    expect(await lines()).toEqual([])
  })

  it('answers 413 to an oversize body and writes nothing', async () => {
    const big = JSON.stringify({ ...LEAD, message: 'x'.repeat(MAX_BODY_BYTES) })
    const response = await post('/webhook/contact', big)
    expect(response.status).toBe(413)
    expect(await lines()).toEqual([])
  })

  it('refuses other methods and passes other paths through', async () => {
    expect((await fetch(`${base}/webhook/contact`)).status).toBe(405)
    expect((await post('/webhook/unknown', JSON.stringify(LEAD))).status).toBe(404)
    expect((await post('/webhooks/contact', '{}')).status).toBe(418)
    expect((await post('/webhook/../etc', '{}')).status).toBe(418)
    expect(await lines()).toEqual([])
  })
})

describe('local inbox retries', () => {
  it('records an identical submission once within the window, and again after it', async () => {
    let clock = new Date('2026-01-02T03:04:05Z')
    const retryFile = join(dir, 'retries.jsonl')
    const inbox = createInbox({
      file: retryFile,
      log: (line) => logged.push(line),
      now: () => clock,
    })
    const retryServer = createServer((req, res) => inbox(req, res, () => {}))
    await new Promise<void>((resolve) => retryServer.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(retryServer.address() as AddressInfo).port}`
    const send = (body: unknown, hook = 'contact') =>
      fetch(`${url}/webhook/${hook}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const count = async () => (await readFile(retryFile, 'utf8')).trim().split('\n').length
    try {
      const lead = { name: 'Ann', email: 'ann@example.com', message: 'Patio' }
      const subscriber = { email: 'ann@example.com' }
      expect((await send(lead)).status).toBe(200)
      const again = await send(lead)
      expect(again.status).toBe(200)
      expect(await again.json()).toEqual({ ok: true, duplicate: true })
      expect(await count()).toBe(1)
      expect(logged.at(-1)).toBe(
        '[inbox] contact: Ann ann@example.com (repeated within minutes: not recorded again)',
      )

      // Anything different is a new submission: another body, another webhook.
      await send({ ...lead, message: 'Patio and lights' })
      await send(subscriber, 'newsletter')
      expect(await count()).toBe(3)

      clock = new Date(clock.getTime() + DUPLICATE_WINDOW_MS + 1)
      await send(lead)
      expect(await count()).toBe(4)
    } finally {
      await new Promise((resolve) => retryServer.close(resolve))
    }
  })
})

it('does not count a submission it failed to write as recorded', async () => {
  // The "file" is a directory: every write fails.
  const inbox = createInbox({ file: dir, log: () => {} })
  const failing = createServer((req, res) => inbox(req, res, () => {}))
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(failing.address() as AddressInfo).port}/webhook/contact`
  const send = () =>
    fetch(url, { method: 'POST', body: JSON.stringify(LEAD) }).then((r) => r.status)
  try {
    expect(await send()).toBe(500)
    expect(await send()).toBe(500)
  } finally {
    await new Promise((resolve) => failing.close(resolve))
  }
})

describe('form posts (the HTML path, without the app)', () => {
  it('stores a form post as one record and answers 303 to the fixed confirmation page', async () => {
    const response = await postForm('/webhook/contact', {
      name: 'Ann',
      email: 'ann@example.com',
      subject: '',
      message: 'A patio, please.',
      website: '',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/thank-you/message/')
    expect(await lines()).toEqual([
      { receivedAt: '2026-01-02T03:04:05.000Z', webhook: 'contact', via: 'html', body: LEAD },
    ])
    expect(logged).toEqual(['[inbox] contact: Ann ann@example.com (form post, no app)'])

    const subscribed = await postForm('/webhook/newsletter', { email: 'bo@example.com' })
    expect(subscribed.status).toBe(303)
    expect(subscribed.headers.get('location')).toBe('/thank-you/subscribed/')
  })

  it('stores the same body for a JSON post and a form post of the same fields', async () => {
    const fields = {
      name: ' Ann ',
      email: 'ann@example.com',
      subject: 'patios-decks',
      message: 'Hi\r\nthere',
    }
    await post('/webhook/contact', JSON.stringify(fields))
    await postForm('/webhook/contact', {
      ...fields,
      message: 'Hi\nthere',
      name: 'Ann',
      website: '',
    })
    const [viaApp, viaHtml] = (await lines()) as { via: string; body: unknown }[]
    expect(viaApp?.via).toBe('app')
    expect(viaApp?.body).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      subject: 'patios-decks',
      message: 'Hi\nthere',
    })
    // The second is the same lead again: answered, not written twice.
    expect(viaHtml).toBeUndefined()
    expect(logged.at(-1)).toMatch(/form post, no app\) \(repeated within minutes/)
  })

  it('answers a filled honeypot as a success and writes nothing', async () => {
    const response = await postForm('/webhook/contact', {
      ...LEAD,
      website: 'https://spam.example',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/thank-you/message/')
    const json = await post(
      '/webhook/newsletter',
      JSON.stringify({ email: 'x@y.co', website: 'z' }),
    )
    expect(json.status).toBe(200)
    expect(await lines()).toEqual([])
  })

  it('never takes the redirect from the body, the query or the Referer', async () => {
    const response = await fetch(`${base}/webhook/contact?next=https://evil.example/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'https://evil.example/',
      },
      body: new URLSearchParams({
        ...LEAD,
        redirect: 'https://evil.example/',
        next: '//evil.example',
      }),
      redirect: 'manual',
    })
    expect(response.headers.get('location')).toBe('/thank-you/message/')
  })

  it('drops unknown keys, caps lengths and strips control characters', async () => {
    await postForm('/webhook/contact', {
      ...LEAD,
      name: `A\u0000nn\u0007${'n'.repeat(200)}`,
      subject: 'not-a-topic',
      isAdmin: 'true',
      message: `${'m'.repeat(6000)}`,
    })
    const [record] = (await lines()) as { body: Record<string, string> }[]
    expect(Object.keys(record?.body ?? {})).toEqual(['name', 'email', 'message'])
    expect(record?.body.name).toBe(`Ann${'n'.repeat(97)}`)
    expect(record?.body.message).toHaveLength(5000)
  })

  it('refuses a malformed, incomplete or oversize form post with a page, writing nothing', async () => {
    const missing = await postForm('/webhook/contact', { name: 'Ann', email: '', message: 'Hi' })
    expect(missing.status).toBe(422)
    expect(missing.headers.get('content-type')).toMatch(/text\/html/)
    const page = await missing.text()
    expect(page).toContain('Your form was not sent')
    expect(page).toContain('email is required')

    const bad = await postForm('/webhook/newsletter', { email: 'not-an-email' })
    expect(bad.status).toBe(422)
    const big = await postForm('/webhook/contact', `message=${'x'.repeat(MAX_BODY_BYTES)}`)
    expect(big.status).toBe(413)
    const multipart = new FormData()
    multipart.set('email', 'ann@example.com')
    const encoded = await fetch(`${base}/webhook/newsletter`, { method: 'POST', body: multipart })
    expect(encoded.status).toBe(415)
    expect(await lines()).toEqual([])
  })
})

describe('where a lead came from', () => {
  it('keeps the page and the campaign fields, capped and clean, and logs them', async () => {
    await post(
      '/webhook/contact',
      JSON.stringify({
        ...LEAD,
        page: '/contact-us/',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: `spring\u0000\u001b[31m${'x'.repeat(10_000)}`,
        referrer: 'www.bing.com',
        utm_evil: 'dropped',
      }),
    )
    const [record] = (await lines()) as { body: Record<string, string> }[]
    expect(record?.body.page).toBe('/contact-us/')
    expect(record?.body.utm_campaign).toBe(`spring[31m${'x'.repeat(140)}`)
    expect(record?.body).not.toHaveProperty('utm_evil')
    expect(logged.at(-1)).toMatch(
      /^\[inbox\] contact: Ann ann@example\.com from \/contact-us\/ via google \/ cpc \/ spring\[31mx+, www\.bing\.com$/,
    )
  })
})
