import { describe, expect, it } from 'vitest'
import { parseValue } from './ownerValue'
import { changedFields } from './saveConflict'
import { testLead } from './testLead'

describe('a save over a newer version', () => {
  it('names each field another save changed, with its new value', () => {
    const before = testLead('2026-11-24T14:30:00Z')
    const after = {
      ...before,
      status: 'won' as const,
      value: 12500,
      note: 'Called back',
      contactedAt: new Date('2026-11-24T15:00:00Z'),
    }
    expect(changedFields(before, after)).toEqual([
      { field: 'status', label: 'Status', now: 'Won' },
      { field: 'value', label: 'Value', now: '$12,500' },
      { field: 'note', label: 'Note', now: '“Called back”' },
      { field: 'contactedAt', label: 'First contacted', now: 'Nov 24, 2026, 10:00 AM EST' },
    ])
    expect(changedFields(before, before)).toEqual([])
  })

  it('reads a job’s value in whole dollars', () => {
    expect(parseValue('12,500')).toEqual({ value: 12500 })
    expect(parseValue(' $800 ')).toEqual({ value: 800 })
    expect(parseValue('')).toEqual({ value: null })
    expect(parseValue('12.50')).toHaveProperty('error')
    expect(parseValue('-5')).toHaveProperty('error')
    expect(parseValue('10000001')).toHaveProperty('error')
  })
})
