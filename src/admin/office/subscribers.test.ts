import { describe, expect, it } from 'vitest'
import { subscriberList, subscribersCsv } from './subscribers'
import { testLead } from './testLead'
import { splitSubscribers } from './useLeads'

const signUp = (at: string, email: string, fields: Record<string, string> = {}) =>
  testLead(at, { form: 'newsletter', fields: { name: '', email, page: '/blog/', ...fields } })

describe('newsletter subscribers', () => {
  it('are not leads: apart from the list, its counts and its chart', () => {
    const lead = testLead('2026-11-02T00:00:00Z')
    const reader = signUp('2026-11-01T00:00:00Z', 'reader@example.com')
    const check = { ...testLead('2026-11-03T00:00:00Z'), synthetic: true as const }
    expect(splitSubscribers({ leads: [lead, reader, check], invalid: [] })).toEqual({
      leads: [lead],
      subscribers: [reader],
      invalid: [],
    })
  })

  it('lists one row per address, newest first, with every sign-up of it', () => {
    const first = signUp('2026-11-01T00:00:00Z', 'Reader@Example.com', { utm_source: 'facebook' })
    const again = signUp('2026-11-05T00:00:00Z', 'reader@example.com ')
    const other = signUp('2026-11-03T00:00:00Z', 'ann@example.com')
    const list = subscriberList([again, other, first])
    expect(list.map((s) => [s.email, s.ids.length, s.source])).toEqual([
      ['ann@example.com', 1, ''],
      ['Reader@Example.com', 2, 'facebook'],
    ])
    expect(list[1]?.ids).toEqual([first.id, again.id])
    expect(subscribersCsv(list)).toBe(
      'Email,Subscribed (US Eastern),Page,Source\r\n' +
        'ann@example.com,2026-11-02 19:00,/blog/,\r\n' +
        'Reader@Example.com,2026-10-31 20:00,/blog/,facebook\r\n',
    )
    // A hostile address is neutralised as in the leads' CSV.
    expect(subscribersCsv(subscriberList([signUp('2026-11-01T00:00:00Z', '=cmd@x.co')]))).toContain(
      "\r\n'=cmd@x.co,",
    )
  })
})
