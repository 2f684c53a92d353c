import { describe, expect, it } from 'vitest'
import { ALERT_MAX_AGE_MS, notifyNewLead } from './notify'
import type { PushSender, SendOutcome } from './sender'
import { memorySubscriptionStore } from './store'
import type { PushDevice } from './types'

const NOW = new Date('2026-11-28T12:00:00Z')
const device = (id: string): PushDevice => ({
  id,
  endpoint: `https://push.example/${id}`,
  keys: { p256dh: 'p', auth: 'a' },
  label: id,
  addedBy: 'owner',
  addedAt: '2026-11-01T00:00:00.000Z',
  lastSentAt: null,
  lastError: null,
})
const lead = (receivedAt = NOW, form: 'contact' | 'newsletter' = 'contact') => ({
  id: 'lead-1',
  form,
  fields: { project: 'deck' },
  receivedAt: receivedAt.toISOString(),
})

function sender(answers: Record<string, SendOutcome>) {
  const sent: string[] = []
  const send: PushSender = {
    async send(to) {
      sent.push(to.endpoint)
      return answers[to.endpoint] ?? { ok: true, status: 201 }
    },
  }
  return { send, sent }
}

describe('notifyNewLead', () => {
  it('alerts every device; drops the gone (404, 410); keeps the failing one with its error', async () => {
    const store = memorySubscriptionStore(['a', 'b', 'c', 'd'].map(device))
    const { send, sent } = sender({
      'https://push.example/b': { ok: false, status: 404, gone: true, error: 'HTTP 404' },
      'https://push.example/c': { ok: false, status: 410, gone: true, error: 'HTTP 410' },
      'https://push.example/d': { ok: false, status: 500, gone: false, error: 'HTTP 500' },
    })
    expect(await notifyNewLead(lead(), store, send, () => NOW)).toEqual({
      skipped: null,
      sent: 1,
      failed: 1,
      dropped: 2,
    })
    expect(sent).toHaveLength(4)
    const left = await store.list()
    expect(left.map((d) => [d.id, d.lastSentAt, d.lastError])).toEqual([
      ['a', NOW.toISOString(), null],
      ['d', null, 'HTTP 500'],
    ])
  })

  it('sends nothing for a newsletter sign-up, an old event, or no device', async () => {
    const { send, sent } = sender({})
    const store = memorySubscriptionStore([device('a')])
    expect((await notifyNewLead(lead(NOW, 'newsletter'), store, send, () => NOW)).skipped).toBe(
      'not a request',
    )
    const late = new Date(NOW.getTime() + ALERT_MAX_AGE_MS + 1)
    expect((await notifyNewLead(lead(), store, send, () => late)).skipped).toBe('too old')
    expect((await notifyNewLead(lead(), memorySubscriptionStore(), send, () => NOW)).skipped).toBe(
      'no device',
    )
    expect(sent).toEqual([])
  })
})
