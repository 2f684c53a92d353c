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

describe('local inbox', () => {
  it('appends a posted JSON object once, with a timestamp, and answers 200', async () => {
    const response = await post(
      '/webhook-test/contact',
      JSON.stringify({ name: 'Ann', email: 'ann@example.com' }),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(await lines()).toEqual([
      {
        receivedAt: '2026-01-02T03:04:05.000Z',
        webhook: 'contact',
        body: { name: 'Ann', email: 'ann@example.com' },
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
    const big = JSON.stringify({ message: 'x'.repeat(MAX_BODY_BYTES) })
    const response = await post('/webhook/contact', big)
    expect(response.status).toBe(413)
    expect(await lines()).toEqual([])
  })

  it('refuses other methods and passes other paths through', async () => {
    expect((await fetch(`${base}/webhook/contact`)).status).toBe(405)
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
      await send(lead, 'newsletter')
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
    fetch(url, { method: 'POST', body: '{"email":"a@b.co"}' }).then((r) => r.status)
  try {
    expect(await send()).toBe(500)
    expect(await send()).toBe(500)
  } finally {
    await new Promise((resolve) => failing.close(resolve))
  }
})
