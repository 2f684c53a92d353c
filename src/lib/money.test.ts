import { describe, expect, it } from 'vitest'
import { moneyText, parseMoney } from './money'

const dollars = { max: 10_000_000 }
const cents = { cents: true, max: 10_000 }

describe('money as a person types it', () => {
  it('takes commas, a dollar sign, spaces and zero cents in whole dollars', () => {
    expect(parseMoney('12,500', dollars)).toEqual({ value: 12500 })
    expect(parseMoney('$10', dollars)).toEqual({ value: 10 })
    expect(parseMoney(' $ 12,500.00', dollars)).toEqual({ value: 12500 })
    expect(parseMoney('1,234,567', dollars)).toEqual({ value: 1234567 })
    expect(parseMoney('  ', dollars)).toEqual({ value: null })
  })

  it('takes cents where a price is per unit', () => {
    expect(parseMoney('9.50', cents)).toEqual({ value: 9.5 })
    expect(parseMoney('$9.5', cents)).toEqual({ value: 9.5 })
    expect(parseMoney('$1,200.05', cents)).toEqual({ value: 1200.05 })
    expect(parseMoney('12', cents)).toEqual({ value: 12 })
    expect(parseMoney('12.', cents)).toEqual({ value: 12 })
  })

  it('says in words what is wrong', () => {
    expect(parseMoney('9.50', dollars)).toEqual({
      error: 'Whole dollars here, without cents: like 12,500 or $12,500.',
    })
    expect(parseMoney('9.505', cents)).toEqual({
      error: 'At most two digits after the point, for the cents.',
    })
    expect(parseMoney('12,50', dollars)).toEqual({
      error: 'Commas go between groups of three digits, like 12,500.',
    })
    expect(parseMoney('-5', dollars)).toEqual({ error: 'An amount cannot be below zero.' })
    expect(parseMoney('ten', cents)).toEqual({
      error: '“ten” is not an amount: type digits, like 9.50 or $9.50.',
    })
    expect(parseMoney('10000001', dollars)).toEqual({ error: 'At most $10,000,000.' })
    expect(parseMoney('10000.01', cents)).toEqual({ error: 'At most $10,000.' })
  })

  it('reads an amount back as it would be typed', () => {
    expect(moneyText(9.5)).toBe('9.50')
    expect(moneyText(12500)).toBe('12500')
  })
})
