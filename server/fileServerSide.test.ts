import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fileServerSide } from './fileServerSide'
import { jsonlStore, readLeads } from './leads/jsonlStore'
import { pendingDelivery } from './leads/types'

let dir = ''
const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))))
  servers.length = 0
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function listen(server: Server): Promise<number> {
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return (server.address() as AddressInfo).port
}

describe('npm start’s lead store and delivery', () => {
  it('keeps one of three same posts arriving at once', async () => {
    dir = await mkdtemp(join(tmpdir(), 'leads-local-'))
    const file = join(dir, 'leads.jsonl')
    const store = jsonlStore(file)
    const at = new Date('2026-11-27T12:00:00Z')
    const lead = (id: string) => ({
      id,
      form: 'newsletter' as const,
      via: 'app' as const,
      receivedAt: at.toISOString(),
      fields: { email: 'ann@example.com' },
      status: 'new' as const,
      delivery: pendingDelivery(at),
      dedupeKey: 'same-body',
    })
    const since = new Date(at.getTime() - 600_000)
    const added = await Promise.all(['a', 'b', 'c'].map((id) => store.add(lead(id), since)))
    expect(added.map((a) => a.duplicate)).toEqual([false, true, true])
    expect([...readLeads(file).keys()]).toEqual(['a'])
  })

  it('sends each lead once while a slow automation host holds the queue', async () => {
    dir = await mkdtemp(join(tmpdir(), 'leads-local-'))
    const received: string[] = []
    // n8n answering after 400 ms, as the workflow does once its emails went out.
    const n8nPort = await listen(
      createServer((req, res) => {
        const id = String(req.headers['x-lead-id'])
        received.push(id)
        req.resume()
        setTimeout(() => res.writeHead(200).end(JSON.stringify({ ok: true, id })), 400)
      }),
    )
    const side = fileServerSide({
      leadsFile: join(dir, 'leads.jsonl'),
      env: { LEAD_FORWARD_URL: `http://127.0.0.1:${n8nPort}/hook`, LEAD_RETRY_BASE_MS: '50' },
      log: () => {},
    })
    const sitePort = await listen(
      createServer((req, res) => side.middleware(req, res, () => res.writeHead(404).end())),
    )
    const post = (email: string) =>
      fetch(`http://127.0.0.1:${sitePort}/api/leads/newsletter/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      })
    // The second arrives while the first is being sent: a sweep queued meanwhile takes it first.
    expect((await post('b@example.com')).status).toBe(201)
    await new Promise((done) => setTimeout(done, 150))
    expect((await post('a@example.com')).status).toBe(201)
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(2)
    await new Promise((done) => setTimeout(done, 1000))
    await side.stop()
    expect(received).toHaveLength(2)
    expect(new Set(received).size).toBe(2)
  })
})
