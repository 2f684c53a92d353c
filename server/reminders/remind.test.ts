import { describe, expect, it } from 'vitest'
import type { PushSender } from '../push/sender'
import { memorySubscriptionStore } from '../push/store'
import type { PushDevice, PushMessage } from '../push/types'
import { REMINDER_WINDOW_MS, remindWaitingLeads } from './remind'
import { memoryReminderStore, type WaitingLead } from './store'

// Times are UTC; the comments say them in Eastern (EST is UTC−5 from November 1, 2026).
const phone: PushDevice = {
  id: 'phone',
  endpoint: 'https://push.example/phone',
  keys: { p256dh: 'p', auth: 'a' },
  label: 'Phone',
  addedBy: 'owner-uid',
  addedAt: '2026-11-01T12:00:00.000Z',
  lastSentAt: null,
  lastError: null,
}

const request = (
  id: string,
  receivedAt: string,
  extra: Partial<WaitingLead> = {},
): WaitingLead => ({
  id,
  form: 'contact',
  receivedAt,
  status: 'new',
  contactedAt: null,
  fields: {
    name: 'Dana Visitor',
    email: 'dana@example.com',
    phone: '919-555-0199',
    message: 'Please call about our back yard',
    project: 'patio',
    area: 'chapel-hill',
  },
  ...extra,
})

function bed(leads: WaitingLead[], setting?: unknown, options: { devices?: PushDevice[] } = {}) {
  const store = memoryReminderStore(leads, setting)
  const devices = memorySubscriptionStore(options.devices ?? [phone])
  const sent: PushMessage[] = []
  let hold: Promise<void> = Promise.resolve()
  const sender: PushSender = {
    async send(_device, message) {
      await hold
      sent.push(message)
      return { ok: true, status: 201 }
    },
  }
  const runAt = (iso: string, override: { sender?: PushSender | null } = {}) =>
    remindWaitingLeads({
      store,
      devices,
      sender: 'sender' in override ? (override.sender ?? null) : sender,
      now: () => new Date(iso),
      log: () => {},
    })
  const holdSends = () => {
    let release = () => {}
    hold = new Promise((done) => {
      release = done
    })
    return release
  }
  return { store, devices, sent, runAt, holdSends }
}

describe('the reminder when a request waits (remindWaitingLeads)', () => {
  it('sends one push past the target, with the summary and the link and no visitor details', async () => {
    // Monday November 30, 9:00 EST; the target, two business hours, is reached at 11:00.
    const { sent, runAt, store } = bed([request('r1', '2026-11-30T14:00:00.000Z')])
    expect((await runAt('2026-11-30T15:59:00.000Z')).reminded).toEqual([])
    const run = await runAt('2026-11-30T16:01:00.000Z')
    expect(run).toMatchObject({ skipped: null, target: '2h', due: 1, reminded: ['r1'] })
    expect(run.outcome).toEqual({ sent: 1, failed: 0, dropped: 0 })
    expect(sent).toEqual([
      {
        title: 'Not contacted yet: New quote request',
        body: 'Patio · Chapel Hill · waiting 2 hours 1 minute in business hours',
        url: '/admin/leads/r1/',
        tag: 'reminder-r1',
      },
    ])
    expect(JSON.stringify(sent)).not.toMatch(/Dana|dana@|555-0199|back yard/)
    expect(store.records.get('r1')).toMatchObject({
      at: '2026-11-30T16:01:00.000Z',
      target: '2h',
      outcome: { sent: 1 },
    })
  })

  it('never sends twice: a second run sends nothing', async () => {
    const { sent, runAt } = bed([request('r1', '2026-11-30T14:00:00.000Z')])
    await runAt('2026-11-30T16:05:00.000Z')
    const again = await runAt('2026-11-30T16:10:00.000Z')
    expect(again).toMatchObject({ due: 1, reminded: [] })
    expect(sent).toHaveLength(1)
  })

  it('sends once when two runs overlap', async () => {
    const { sent, runAt, holdSends } = bed([
      request('r1', '2026-11-30T14:00:00.000Z'),
      request('r2', '2026-11-30T13:30:00.000Z'),
    ])
    const release = holdSends()
    const runs = [runAt('2026-11-30T16:05:00.000Z'), runAt('2026-11-30T16:05:01.000Z')]
    await new Promise((done) => setTimeout(done, 10))
    release()
    const [a, b] = await Promise.all(runs)
    expect([...(a?.reminded ?? []), ...(b?.reminded ?? [])].sort()).toEqual(['r1', 'r2'])
    expect(sent.map((m) => m.tag).sort()).toEqual(['reminder-r1', 'reminder-r2'])
  })

  it('counts a Friday 17:30 request into Monday morning (four business hours)', async () => {
    // Friday 30 min, Saturday 9–12 three hours: four hours are reached Monday 8:30.
    const { sent, runAt } = bed([request('fri', '2026-11-27T22:30:00.000Z')], { target: '4h' })
    for (const quiet of [
      '2026-11-28T16:59:00.000Z', // Saturday 11:59
      '2026-11-28T17:30:00.000Z', // Saturday 12:30, closed
      '2026-11-29T16:00:00.000Z', // Sunday, closed
      '2026-11-30T13:29:00.000Z', // Monday 8:29
    ])
      expect((await runAt(quiet)).reminded, quiet).toEqual([])
    expect((await runAt('2026-11-30T13:31:00.000Z')).reminded).toEqual(['fri'])
    expect(sent).toHaveLength(1)
  })

  it('counts Saturday morning when the target is two hours: the same request at 10:30', async () => {
    const { runAt } = bed([request('fri', '2026-11-27T22:30:00.000Z')])
    expect((await runAt('2026-11-28T15:29:00.000Z')).reminded).toEqual([])
    expect((await runAt('2026-11-28T15:31:00.000Z')).reminded).toEqual(['fri'])
  })

  it('counts from Monday for a request at Saturday noon, closing time', async () => {
    const { runAt } = bed([request('sat', '2026-11-28T17:00:00.000Z')], { target: '1h' })
    expect(await runAt('2026-11-28T22:00:00.000Z')).toMatchObject({ skipped: 'closed' })
    expect((await runAt('2026-11-30T13:59:00.000Z')).reminded).toEqual([])
    expect((await runAt('2026-11-30T14:01:00.000Z')).reminded).toEqual(['sat'])
  })

  it('sends nothing on a Sunday, however long a request has waited', async () => {
    const { sent, runAt } = bed([
      request('thu', '2026-11-26T14:00:00.000Z'),
      request('sun', '2026-11-29T15:00:00.000Z'),
    ])
    for (const sunday of ['2026-11-29T14:00:00.000Z', '2026-11-29T23:00:00.000Z'])
      expect(await runAt(sunday)).toMatchObject({ skipped: 'closed', reminded: [] })
    expect(sent).toEqual([])
    // Monday 8:00: Thursday's at once; Sunday's two business hours later, at 10:00.
    expect((await runAt('2026-11-30T13:00:00.000Z')).reminded).toEqual(['thu'])
    expect((await runAt('2026-11-30T15:01:00.000Z')).reminded).toEqual(['sun'])
  })

  it('follows the clocks when daylight time starts and ends', async () => {
    // Saturday March 7, 2026 11:00 EST; one hour that day, the second Monday 8:00–9:00 EDT.
    const spring = bed([request('mar', '2026-03-07T16:00:00.000Z')])
    expect((await spring.runAt('2026-03-09T12:59:00.000Z')).reminded).toEqual([])
    expect((await spring.runAt('2026-03-09T13:01:00.000Z')).reminded).toEqual(['mar'])
    // Saturday October 31, 11:30 EDT; 30 minutes that day, the next 30 Monday 8:00–8:30 EST.
    const autumn = bed([request('oct', '2026-10-31T15:30:00.000Z')], { target: '1h' })
    expect((await autumn.runAt('2026-11-02T13:29:00.000Z')).reminded).toEqual([])
    expect((await autumn.runAt('2026-11-02T13:31:00.000Z')).reminded).toEqual(['oct'])
  })

  it('leaves out what was contacted, sign-ups, the daily check’s own, and old requests', async () => {
    const at = '2026-11-30T14:00:00.000Z' // Monday 9:00
    const { sent, runAt } = bed([
      request('called', '2026-11-25T14:00:00.000Z', {
        status: 'contacted',
        contactedAt: '2026-11-25T15:00:00.000Z',
      }),
      request('back-to-new', '2026-11-25T14:00:00.000Z', {
        contactedAt: '2026-11-25T15:00:00.000Z',
      }),
      request('quoted', '2026-11-25T14:00:00.000Z', { status: 'quoted' }),
      request('news', '2026-11-25T14:00:00.000Z', { form: 'newsletter', fields: {} }),
      request('check', '2026-11-25T14:00:00.000Z', { synthetic: true }),
      request('old', new Date(Date.parse(at) - REMINDER_WINDOW_MS - 1).toISOString()),
    ])
    expect(await runAt(at)).toMatchObject({ due: 0, reminded: [] })
    expect(sent).toEqual([])
  })

  it('keeps nothing while no device can be alerted, and reminds once one is added', async () => {
    const { sent, runAt, store, devices } = bed(
      [request('r1', '2026-11-30T14:00:00.000Z')],
      {
        target: '1h',
      },
      { devices: [] },
    )
    expect(await runAt('2026-11-30T15:30:00.000Z')).toMatchObject({ skipped: 'no device', due: 1 })
    expect(await runAt('2026-11-30T15:31:00.000Z', { sender: null })).toMatchObject({
      skipped: 'not set up',
    })
    expect(store.records.size).toBe(0)
    await devices.put(phone)
    expect((await runAt('2026-11-30T15:35:00.000Z')).reminded).toEqual(['r1'])
    expect(sent).toHaveLength(1)
  })

  it('forgets records of requests past the window', async () => {
    const { runAt, store } = bed([])
    await store.claim({
      leadId: 'gone',
      at: '2026-11-20T14:00:00.000Z',
      target: '2h',
      waitedBusinessMs: 0,
    })
    await store.claim({
      leadId: 'kept',
      at: '2026-11-29T14:00:00.000Z',
      target: '2h',
      waitedBusinessMs: 0,
    })
    await runAt('2026-11-30T14:00:00.000Z')
    expect([...store.records.keys()]).toEqual(['kept'])
  })
})
