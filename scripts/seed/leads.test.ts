import { describe, expect, it } from 'vitest'
import { LEAD_STATUSES, leadDocumentSchema } from '../../src/lib/leadRecord'
import { cleanSubmission } from '../../src/lib/submissions'
import { FAKE_SPAN_MS, fakeLeads } from './leads'

const NOW = new Date('2026-11-26T12:00:00Z')
const millis = (value: unknown) => (value as { toMillis(): number }).toMillis()

describe('fakeLeads', () => {
  const leads = fakeLeads(1000, NOW)

  it('are documents the office can read (leadDocumentSchema), with unique ids', () => {
    for (const { id, data } of leads) {
      const parsed = leadDocumentSchema.safeParse(data)
      expect(parsed.success, `${id}: ${parsed.error?.message}`).toBe(true)
      expect(data.id).toBe(id)
    }
    expect(new Set(leads.map((l) => l.id)).size).toBe(1000)
  })

  it('carry fields the endpoint itself would keep, clearly fake', () => {
    for (const { data } of leads) {
      const form = data.form as 'newsletter' | 'contact'
      const fields = data.fields as Record<string, string>
      const cleaned = cleanSubmission(form, { ...fields, website: '' })
      expect(cleaned.ok && cleaned.body).toEqual(fields)
      expect(fields.email).toMatch(/^sample\.lead\.\d+@example\.com$/)
      if (form === 'contact') expect(fields.name).toContain('Sample')
    }
  })

  it('span the 12 weeks before now, newest first, with every status, both forms and one failure', () => {
    const times = leads.map((l) => millis(l.data.receivedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(NOW.getTime() - (times[0] ?? 0)).toBeLessThan(10 * 60_000)
    expect(NOW.getTime() - (times.at(-1) ?? 0)).toBeLessThan(FAKE_SPAN_MS)
    expect(new Set(leads.map((l) => l.data.status))).toEqual(new Set(LEAD_STATUSES))
    expect(new Set(leads.map((l) => l.data.form))).toEqual(new Set(['contact', 'newsletter']))
    const failed = leads.filter((l) => (l.data.delivery as { state: string }).state === 'failed')
    expect(failed.map((l) => l.id)).toEqual(['sample-lead-0002'])
  })

  it('are the same for the same count and time, and a handful spreads as widely', () => {
    expect(fakeLeads(12, NOW)).toEqual(fakeLeads(12, NOW))
    const few = fakeLeads(12, NOW).map((l) => millis(l.data.receivedAt))
    expect(NOW.getTime() - (few.at(-1) ?? 0)).toBeGreaterThan(FAKE_SPAN_MS - 2 * 24 * 3_600_000)
  })
})
