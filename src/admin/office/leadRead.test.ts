import { describe, expect, it } from 'vitest'
import { parseLead } from './lead'
import { countNew } from './leadView'
import { testLead } from './testLead'

const stamp = (iso: string) => ({ toDate: () => new Date(iso) })

describe('"N new" in the office', () => {
  it('counts the leads nobody has opened or worked', () => {
    const at = '2026-11-20T15:00:00Z'
    const leads = [
      testLead(at),
      testLead(at, { readAt: new Date(at) }),
      testLead(at, { status: 'contacted' }),
    ]
    expect(countNew(leads)).toBe(1)
  })

  it('keeps a lead just opened offline: its read mark waits for the server’s time (null)', () => {
    const parsed = parseLead('lead-1', {
      form: 'contact',
      via: 'app',
      receivedAt: stamp('2026-11-27T14:12:00.000Z'),
      fields: { name: 'Off Line' },
      status: 'new',
      readAt: null,
      delivery: {
        state: 'delivered',
        attempts: 1,
        nextAttemptAt: null,
        lastError: null,
        deliveredAt: stamp('2026-11-27T14:12:01.000Z'),
      },
    })
    expect(parsed.ok && parsed.lead.readAt).toBeNull()
  })
})
