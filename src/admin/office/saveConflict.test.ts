import { describe, expect, it } from 'vitest'
import { parseValue } from './ownerValue'
import { formatDollars } from './saveConflict'

describe('a job’s value', () => {
  it('reads a job’s value in whole dollars', () => {
    expect(parseValue('12,500')).toEqual({ value: 12500 })
    expect(parseValue(' $800 ')).toEqual({ value: 800 })
    expect(parseValue('')).toEqual({ value: null })
    expect(parseValue('12.50')).toHaveProperty('error')
    expect(parseValue('-5')).toHaveProperty('error')
    expect(parseValue('10000001')).toHaveProperty('error')
  })

  it('is written in dollars with thousands marked', () => {
    expect(formatDollars(12500)).toBe('$12,500')
  })
})
