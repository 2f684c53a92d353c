import { describe, expect, it } from 'vitest'
import { estimateProjects } from '../../content/estimates'
import { examplePrices } from '../../content/schema/examples'
import type { PricesSettings } from '../../content/schema/prices'
import { pricesDocument, pricesProblems, rangeValues } from './prices'

describe('the price form', () => {
  it('lists each range with its label and puts edits back in place', () => {
    const ranges = rangeValues(examplePrices)
    expect(ranges).toEqual([
      { path: 'projects.0.options.0.price', label: 'Fire pit · Gas', low: '4000', high: '9000' },
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

  it('refuses a low end above the high end, and what is not whole dollars', () => {
    const [range] = rangeValues(examplePrices)
    if (!range) throw new Error('fixture')
    expect(pricesProblems(examplePrices, [{ ...range, low: '9001' }])[range.path]).toBe(
      'The low end is above the high end.',
    )
    expect(pricesProblems(examplePrices, [{ ...range, low: '40.5' }])[range.path]).toMatch(
      /whole dollars/,
    )
    expect(pricesProblems(examplePrices, [{ ...range, low: '' }])[range.path]).toMatch(
      /whole dollars/,
    )
    expect(pricesProblems(examplePrices, [{ ...range, low: '9000' }])).toEqual({})
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
