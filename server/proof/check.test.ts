import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readLeadLines, readLeads } from '../leads/jsonlStore'
import type { PushMessage } from '../push/types'
import { startTestSite, TEST_PROOF_SECRET, type TestSite } from '../testing/testSite'
import { ALERT_TAG, checkLeadPath } from './check'
import { proveLeadPath } from './prove'
import { memoryResults } from './results'

/**
 * The daily check's body as a module with a clock: npm start's server side and a stand-in n8n on
 * loopback, the results in memory, the owner's devices a list of what was pushed. The clock is
 * the site's and the check's both (the signature is dated by it); 14:12 UTC is 09:12 in Raleigh.
 */
let dir: string
let site: TestSite
let clock: Date
let pushed: PushMessage[]
let results: ReturnType<typeof memoryResults>
const now = () => clock

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'proof-'))
  clock = new Date('2026-11-27T14:12:00.000Z')
  pushed = []
  results = memoryResults()
  // One post per client in ten minutes: the checks below would be refused if they counted.
  site = await startTestSite({ dir, now, env: { LEAD_RATE_LIMIT: '1/600' } })
})
afterEach(async () => {
  await site.stop()
  await rm(dir, { recursive: true, force: true })
})

function check(options: { url?: string; secret?: string } = {}) {
  return checkLeadPath({
    prove: () =>
      proveLeadPath({
        site: new URL(options.url ?? site.url),
        secret: options.secret ?? TEST_PROOF_SECRET,
        now,
        pollMs: 20,
        answerWithinMs: 5_000,
      }),
    site: options.url ?? site.url,
    results,
    alert: async (message) => {
      pushed.push(message)
      return { sent: 1, failed: 0 }
    },
    now,
    by: 'schedule',
    log: () => {},
  })
}

const stepsOf = (checked: Awaited<ReturnType<typeof check>>) =>
  checked.steps.map((step) => `${step.ok ? '✓' : '✗'} ${step.step}`)

describe('the daily lead path check', () => {
  it('passes through the site and n8n, leaves no lead behind, and pushes nothing', async () => {
    for (const _ of [1, 2, 3]) {
      const checked = await check()
      expect(stepsOf(checked)).toEqual([
        '✓ ready',
        '✓ posted',
        '✓ saved',
        '✓ answered',
        '✓ removed',
      ])
      expect(checked).toMatchObject({
        ok: true,
        problem: null,
        failingSince: null,
        title: 'Requests reach you',
        alert: null,
        at: '2026-11-27T14:12:00.000Z',
        by: 'schedule',
      })
    }
    expect(pushed).toEqual([])
    expect(results.history).toHaveLength(3)
    // n8n got each as the check's own: the JSON boolean, with its secret and the lead's id.
    expect(site.n8n.got).toHaveLength(3)
    for (const { headers, body } of site.n8n.got) {
      expect(body).toMatchObject({ synthetic: true, form: 'contact', name: 'Lead path check' })
      expect(headers['x-lead-secret']).toBe('n8n-header-secret')
      expect(headers['x-lead-id']).toBe(body.id)
    }
    // Stored, then removed: nothing left in the leads, after a restart too.
    expect(readLeads(site.leadsFile).size).toBe(0)
    const kinds = readLeadLines(site.leadsFile).map((line) => line.type)
    expect(kinds.filter((kind) => kind === 'lead')).toHaveLength(3)
    expect(kinds.filter((kind) => kind === 'removed')).toHaveLength(3)
  })

  it('pushes the owner at once, in plain words, when n8n answers 500, since the first failure', async () => {
    site.n8n.state.status = 500
    const first = await check()
    expect(stepsOf(first)).toEqual(['✓ ready', '✓ posted', '✓ saved', '✗ answered', '✓ removed'])
    expect(first).toMatchObject({
      ok: false,
      problem: 'forwarding',
      failingSince: '2026-11-27T14:12:00.000Z',
      alert: { sent: 1, failed: 0 },
    })
    expect(first.steps[3]?.detail).toBe('HTTP 500')
    expect(pushed).toEqual([
      {
        title: 'Request emails are not going out',
        body: 'New requests are being saved, but the email forwarding is not working since 09:12. They are all in the office.',
        url: '/admin/leads/',
        tag: ALERT_TAG,
      },
    ])
    for (const word of ['n8n', 'HTTP', '500', 'ECONNREFUSED'])
      expect(pushed[0]?.body).not.toContain(word)

    // The next day, still failing: since yesterday's first failure, with its date.
    clock = new Date('2026-11-28T12:00:00.000Z')
    const second = await check()
    expect(second.failingSince).toBe('2026-11-27T14:12:00.000Z')
    expect(pushed[1]?.body).toContain('not working since Nov 27, 09:12.')

    // Mended: working, and nothing pushed.
    site.n8n.state.status = 200
    clock = new Date('2026-11-29T12:00:00.000Z')
    const mended = await check()
    expect(mended).toMatchObject({ ok: true, failingSince: null, alert: null })
    expect(pushed).toHaveLength(2)
    expect(readLeads(site.leadsFile).size).toBe(0)
  })

  it('fails with a push when n8n is down', async () => {
    await site.n8n.close()
    const checked = await check()
    expect(checked.problem).toBe('forwarding')
    expect(checked.steps[3]?.detail).toMatch(/ECONNREFUSED/)
    expect(pushed[0]?.body).toBe(
      'New requests are being saved, but the email forwarding is not working since 09:12. They are all in the office.',
    )
    expect(readLeads(site.leadsFile).size).toBe(0)
  })

  it('fails with a push when the lead endpoint does not answer', async () => {
    const closed = site.url
    await site.stop()
    site = await startTestSite({ dir, now })
    const checked = await check({ url: closed })
    expect(stepsOf(checked)).toEqual(['✗ ready'])
    expect(checked).toMatchObject({ ok: false, problem: 'site' })
    expect(checked.steps[0]?.detail).toMatch(/^the website did not answer \(.*ECONNREFUSED/)
    expect(pushed).toEqual([
      expect.objectContaining({
        title: 'The website is not taking requests',
        body: "The website's request forms are not answering since 09:12: new requests cannot reach you.",
      }),
    ])
  })

  it('posts nothing when the site does not take its signature, and says the check is not set up', async () => {
    const checked = await check({ secret: 'x'.repeat(40) })
    expect(stepsOf(checked)).toEqual(['✗ ready'])
    expect(checked.problem).toBe('setup')
    expect(checked.steps[0]?.detail).toMatch(/LEAD_PROOF_SECRET differs/)
    expect(readLeadLines(site.leadsFile)).toEqual([])
    expect(pushed[0]?.title).toBe('The daily request check could not run')
  })

  it('keeps the result when the alert cannot go, and fails the run when the result cannot be kept', async () => {
    site.n8n.state.status = 500
    const noPush = await checkLeadPath({
      prove: () =>
        proveLeadPath({ site: new URL(site.url), secret: TEST_PROOF_SECRET, now, pollMs: 20 }),
      site: site.url,
      results,
      alert: async () => {
        throw new Error('no key')
      },
      now,
      by: 'command',
      log: () => {},
    })
    expect(noPush).toMatchObject({ ok: false, alert: null })
    expect(results.history).toHaveLength(1)
    await expect(
      checkLeadPath({
        prove: async () => ({ ...noPush, leadId: null }),
        site: site.url,
        results: {
          latest: async () => null,
          save: async () => {
            throw new Error('Firestore is down')
          },
        },
        alert: async (message) => {
          pushed.push(message)
          return { sent: 1, failed: 0 }
        },
        now,
        by: 'schedule',
        log: () => {},
      }),
    ).rejects.toThrow('Firestore is down')
    // The owner heard of it all the same.
    expect(pushed).toHaveLength(1)
  })
})
