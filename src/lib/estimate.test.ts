import { describe, expect, it } from 'vitest'
import {
  allRanges,
  estimate,
  estimateFields,
  formatDollars,
  formatRange,
  normalizeChoice,
  unitTotal,
} from './estimate'

/** Each expected range worked out by hand from the sample prices, not read from the module. */
describe('the ballpark estimator', () => {
  it.each([
    [{ type: 'patio', size: 400, material: 'pavers' }, 9500, 16000],
    [{ type: 'patio', size: 150, material: 'concrete' }, 2500, 5500],
    [{ type: 'deck', size: 250, material: 'composite' }, 14500, 22500],
    [{ type: 'kitchen', option: 'mid-range' }, 20000, 45000],
    [{ type: 'fire', option: 'gas-pit' }, 5000, 11000],
    [{ type: 'pergola', size: 160, material: 'cedar' }, 8500, 14500],
    [{ type: 'lighting', size: 15, material: 'standard' }, 4500, 7000],
  ] as const)('%o costs %i to %i', (choice, low, high) => {
    expect(estimate(choice)).toMatchObject({ low, high })
  })

  it('says what was priced', () => {
    expect(estimate({ type: 'patio', size: 400, material: 'pavers' })?.summary).toBe(
      'Patio, 400 sq ft, Concrete pavers',
    )
    expect(estimate({ type: 'kitchen', option: 'full' })?.summary).toBe(
      'Outdoor kitchen, Full outdoor kitchen',
    )
  })

  it('multiplies a size by a price per unit with cents, to the cent', () => {
    expect(unitTotal(100, 1.1)).toBe(110)
    expect(Math.ceil((unitTotal(100, 1.1) + 390) / 500) * 500).toBe(500)
    expect(unitTotal(200, 9.45)).toBe(1890)
    expect(unitTotal(320, 12)).toBe(3840)
  })

  it('formats dollars the same everywhere', () => {
    expect(formatDollars(9500)).toBe('$9,500')
    expect(formatDollars(1234567)).toBe('$1,234,567')
    expect(formatRange(20000, 45000)).toBe('$20,000 – $45,000')
  })

  it('turns crafted or stale choices into valid ones, or none', () => {
    expect(normalizeChoice({ type: 'patio', size: '9999', material: 'gold' })).toEqual({
      type: 'patio',
      size: 400,
      material: 'concrete',
    })
    expect(normalizeChoice({ type: 'kitchen', option: 'x' })).toEqual({
      type: 'kitchen',
      option: 'grill-island',
    })
    expect(normalizeChoice({ type: 'moat' })).toBeNull()
  })

  it('flattens an estimate into the quote request’s fields', () => {
    const result = estimate({ type: 'deck', size: 250, material: 'composite' })
    expect(result && estimateFields(result)).toEqual({
      estimate_project: 'deck',
      estimate_size: '250',
      estimate_material: 'composite',
      estimate_low: '14500',
      estimate_high: '22500',
    })
  })

  it('tabulates every range it can show, for the page without the app', () => {
    const table = allRanges()
    expect(table.map((t) => t.project.type)).toEqual([
      'patio',
      'deck',
      'kitchen',
      'fire',
      'pergola',
      'lighting',
    ])
    expect(table.find((t) => t.project.type === 'patio')?.rows).toHaveLength(15)
    for (const { rows } of table) for (const row of rows) expect(row.low).toBeLessThan(row.high)
  })
})
