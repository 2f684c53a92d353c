import { describe, expect, it } from 'vitest'
import { DEFAULT_RETENTION_MONTHS, retentionCutoff, retentionMonths } from './retention'

describe('the retention setting and its cutoff', () => {
  it('is 24 months unless set, a whole number of months from 1 to 120 when set', () => {
    expect(retentionMonths(undefined)).toBe(DEFAULT_RETENTION_MONTHS)
    expect(retentionMonths('  ')).toBe(24)
    expect(retentionMonths('36')).toBe(36)
    for (const bad of ['0', '-1', '1.5', '1e2', '0x10', 'two', '121'])
      expect(() => retentionMonths(bad), bad).toThrow(/No lead was deleted/)
  })

  it('goes back calendar months in UTC, keeping the time, to the month’s last day at most', () => {
    const cut = (iso: string, months: number) =>
      retentionCutoff(new Date(iso), months).toISOString()
    expect(cut('2026-11-26T03:30:00.000Z', 24)).toBe('2024-11-26T03:30:00.000Z')
    expect(cut('2026-03-31T12:00:00.000Z', 1)).toBe('2026-02-28T12:00:00.000Z')
    expect(cut('2028-02-29T00:00:00.000Z', 12)).toBe('2027-02-28T00:00:00.000Z')
    expect(cut('2026-01-15T00:00:00.000Z', 13)).toBe('2024-12-15T00:00:00.000Z')
    expect(cut('2026-05-31T23:59:59.999Z', 3)).toBe('2026-02-28T23:59:59.999Z')
  })
})
