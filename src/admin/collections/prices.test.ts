import { describe, expect, it } from 'vitest'
import { estimateProjects } from '../../content/estimates'
import { examplePrices } from '../../content/schema/examples'
import type { PricesSettings } from '../../content/schema/prices'
import { pricesDocument, pricesProblems, rangeValues } from './prices'

describe('the price form', () => {
  it('lists each range with its label and puts edits back in place', () => {
    const ranges = rangeValues(examplePrices)
    expect(ranges).toEqual([
      {
        path: 'projects.0.options.0.price',
        label: 'Fire pit · Gas',
        low: '4000',
        high: '9000',
        cents: false,
      },
    ])
    const doc = pricesDocument(examplePrices, [
      { ...(ranges[0] as (typeof ranges)[0]), high: '9500' },
    ])
    expect(doc.projects[0]?.kind === 'options' && doc.projects[0].options[0]?.price).toEqual([
      4000, 9500,
    ])
    expect(
      examplePrices.projects[0]?.kind === 'options' && examplePrices.projects[0].options[0]?.price,
    ).toEqual([4000, 9000])
  })

  it('refuses a low end above the high end, and what is not whole dollars, in words', () => {
    const [range] = rangeValues(examplePrices)
    if (!range) throw new Error('fixture')
    expect(pricesProblems(examplePrices, [{ ...range, low: '9001' }])[range.path]).toBe(
      'The low end is above the high end.',
    )
    expect(pricesProblems(examplePrices, [{ ...range, low: '$9,001' }])[range.path]).toBe(
      'The low end is above the high end.',
    )
    expect(pricesProblems(examplePrices, [{ ...range, low: '40.5' }])[range.path]).toBe(
      'The low end: Whole dollars here, without cents: like 12,500 or $12,500.',
    )
    expect(pricesProblems(examplePrices, [{ ...range, low: '' }])[range.path]).toBe(
      'Give the low end, in whole dollars, like 12,500.',
    )
    expect(pricesProblems(examplePrices, [{ ...range, high: '9,0000' }])[range.path]).toBe(
      'The high end: Commas go between groups of three digits, like 12,500.',
    )
    expect(pricesProblems(examplePrices, [{ ...range, low: '9000' }])).toEqual({})
  })

  it('takes "12,500", "$10" and " $ 12,500.00", and cents where a price is per unit', () => {
    const today = { projects: estimateProjects, sample: true } as unknown as PricesSettings
    const ranges = rangeValues(today)
    const perUnit = ranges.find((r) => r.cents)
    const fixed = ranges.find((r) => !r.cents && r.path.endsWith('.fixed'))
    if (!perUnit || !fixed) throw new Error('fixture')
    const typed = ranges.map((r) =>
      r === perUnit
        ? { ...r, low: '$9.50', high: ' $ 12.05 ' }
        : r === fixed
          ? { ...r, low: '$10', high: ' $ 12,500.00' }
          : r,
    )
    expect(pricesProblems(today, typed)).toEqual({})
    const doc = pricesDocument(today, typed)
    const at = (path: string) =>
      path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], doc)
    expect(at(perUnit.path)).toEqual([9.5, 12.05])
    expect(at(fixed.path)).toEqual([10, 12500])
    // And read back as typed, cents and all.
    expect(rangeValues(doc).find((r) => r.path === perUnit.path)).toMatchObject({
      low: '9.50',
      high: '12.05',
    })
    expect(pricesProblems(today, [{ ...perUnit, low: '9.505' }])[perUnit.path]).toBe(
      'The low end: At most two digits after the point, for the cents.',
    )
  })

  it('covers every range of today’s estimator, sized projects included', () => {
    const today = { projects: estimateProjects, sample: true } as unknown as PricesSettings
    const ranges = rangeValues(today)
    const expected = estimateProjects.reduce(
      (n, p) => n + (p.kind === 'sized' ? p.materials.length + 1 : p.options.length),
      0,
    )
    expect(ranges).toHaveLength(expected)
    expect(pricesProblems(today, ranges)).toEqual({})
  })
})
