import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { type AutomationHost, automationHost } from '../testing/automationHost'
import {
  attemptDelivery,
  backoffMs,
  type ForwardSettings,
  forwardBody,
  GIVE_UP_AFTER_MS,
  MAX_BACKOFF_MS,
  SECRET_HEADER,
  sweepDeliveries,
} from './delivery'
import type { LeadStore } from './store'
import { type Delivery, type Lead, pendingDelivery } from './types'

const RECEIVED = new Date('2026-03-01T12:00:00Z')
const lead = (id: string, delivery: Partial<Delivery> = {}): Lead => ({
  id,
  form: 'contact',
  via: 'html',
  receivedAt: RECEIVED.toISOString(),
  fields: { name: 'Ann', email: 'ann@example.com', message: 'Patio', page: '/contact-us/' },
  status: 'new',
  delivery: { ...pendingDelivery(RECEIVED), ...delivery },
  dedupeKey: id,
})

let hosts: AutomationHost[] = []
afterEach(async () => {
  await Promise.all(hosts.map((host) => host.close()))
  hosts = []
})

async function receiver(status = 200) {
  const host = await automationHost({ status })
  hosts.push(host)
  return host
}

/** A loopback port where nothing listens (taken, then let go). */
async function closedPort(): Promise<string> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  await new Promise((done) => server.close(done))
  return `http://127.0.0.1:${port}/webhook/leads`
}

const settings = (url: string | null): ForwardSettings => ({
  url,
  secret: 'shared-secret-0123456789abcdef0123',
  retryBaseMs: 60_000,
})

describe('one delivery attempt', () => {
  it('posts the flat body with X-Lead-Id and the secret; a 2xx delivers', async () => {
    const n8n = await receiver(200)
    const at = new Date('2026-03-01T12:00:01Z')
    const delivery = await attemptDelivery(lead('lead-1'), settings(n8n.url), () => at)
    expect(delivery).toEqual({
      state: 'delivered',
      attempts: 1,
      nextAttemptAt: null,
      lastError: null,
      deliveredAt: at.toISOString(),
    })
    expect(n8n.got).toHaveLength(1)
    expect(n8n.got[0]?.headers['x-lead-id']).toBe('lead-1')
    expect(n8n.got[0]?.headers[SECRET_HEADER.toLowerCase()]).toBe(
      'shared-secret-0123456789abcdef0123',
    )
    expect(n8n.got[0]?.body).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      message: 'Patio',
      page: '/contact-us/',
      id: 'lead-1',
      form: 'contact',
      via: 'html',
      receivedAt: RECEIVED.toISOString(),
    })
    expect(forwardBody(lead('lead-1'))).toEqual(n8n.got[0]?.body)
  })

  it('keeps a lead pending with the error and a later attempt on a refusal or no answer', async () => {
    const n8n = await receiver(404) // a workflow left inactive
    const at = new Date('2026-03-01T12:00:01Z')
    expect(await attemptDelivery(lead('l'), settings(n8n.url), () => at)).toEqual({
      state: 'pending',
      attempts: 1,
      nextAttemptAt: '2026-03-01T12:01:01.000Z',
      lastError: 'HTTP 404',
      deliveredAt: null,
    })
    const down = await attemptDelivery(
      lead('l', { attempts: 3 }),
      settings(await closedPort()),
      () => at,
    )
    expect(down).toMatchObject({
      state: 'pending',
      attempts: 4,
      nextAttemptAt: '2026-03-01T12:08:01.000Z',
    })
    expect(down.lastError).toContain('ECONNREFUSED')
    expect((await attemptDelivery(lead('l'), settings(null), () => at)).lastError).toBe(
      'LEAD_FORWARD_URL is not set',
    )
  })

  it('counts a 2xx as delivered only with the workflow’s answer naming the lead', async () => {
    const at = new Date('2026-03-01T12:00:01Z')
    // n8n answers a failed execution 200 with an empty body (decision 0021).
    const failedRun = await automationHost({ answer: 'empty' })
    hosts.push(failedRun)
    expect(await attemptDelivery(lead('l'), settings(failedRun.url), () => at)).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: "HTTP 200 without the workflow's answer",
    })
    // A proxy's page, another lead's answer, and an answer too long to be the workflow's.
    const answers = [
      '<html>Maintenance</html>',
      JSON.stringify({ ok: true, id: 'another-lead' }),
      JSON.stringify({ ok: false, id: 'l' }),
      JSON.stringify({ ok: true, id: 'l', padding: 'x'.repeat(5000) }),
    ]
    for (const body of answers) {
      const fetchAnswer: typeof fetch = async () => new Response(body, { status: 200 })
      const delivery = await attemptDelivery(
        lead('l'),
        { ...settings('http://n8n.invalid/webhook/leads'), fetch: fetchAnswer },
        () => at,
      )
      expect(delivery.state, body.slice(0, 40)).toBe('pending')
    }
    const named: typeof fetch = async () =>
      new Response(JSON.stringify({ ok: true, id: 'l', repeat: true }), { status: 200 })
    const repeat = await attemptDelivery(
      lead('l'),
      { ...settings('http://n8n.invalid/webhook/leads'), fetch: named },
      () => at,
    )
    expect(repeat.state).toBe('delivered')
  })

  it('backs off from the base, doubling, to an hour at most; gives up after three days', async () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 60_000))).toEqual([
      60_000, 120_000, 240_000, 480_000,
    ])
    expect(backoffMs(30, 60_000)).toBe(MAX_BACKOFF_MS)
    const late = new Date(RECEIVED.getTime() + GIVE_UP_AFTER_MS - 30 * 60_000)
    const delivery = await attemptDelivery(
      lead('l', { attempts: 40 }),
      settings(await closedPort()),
      () => late,
    )
    expect(delivery).toMatchObject({ state: 'failed', attempts: 41, nextAttemptAt: null })
  })
})

describe('the sweep', () => {
  it('attempts only what is due, once each, and records each outcome', async () => {
    const n8n = await receiver(200)
    const leads = [
      lead('due-1'),
      lead('later', { nextAttemptAt: '2026-03-01T13:00:00Z' }),
      lead('done', { state: 'delivered' }),
    ]
    const recorded: [string, Delivery][] = []
    const store: LeadStore = {
      add: async () => {
        throw new Error('unused')
      },
      due: async (now) =>
        leads.filter(
          (l) =>
            l.delivery.state === 'pending' &&
            Date.parse(l.delivery.nextAttemptAt ?? '') <= now.getTime(),
        ),
      recordDelivery: async (id, delivery) => {
        recorded.push([id, delivery])
      },
      lastDeliveredAt: async () => null,
    }
    const now = () => new Date('2026-03-01T12:30:00Z')
    expect(await sweepDeliveries(store, settings(n8n.url), now)).toEqual({
      delivered: 1,
      pending: 0,
      failed: 0,
    })
    expect(recorded.map(([id, d]) => [id, d.state])).toEqual([['due-1', 'delivered']])
    expect(n8n.got.map((g) => g.headers['x-lead-id'])).toEqual(['due-1'])
    // Unconfigured, the sweep sends nothing and leaves every lead as it is.
    expect(await sweepDeliveries(store, settings(null), now)).toEqual({
      delivered: 0,
      pending: 0,
      failed: 0,
    })
  })
})
