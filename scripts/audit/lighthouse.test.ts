import { describe, expect, it } from 'vitest'
import { medianScores } from './lighthouse'

const run = (performance: number) => ({
  performance,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
})

describe('medianScores', () => {
  it('takes the median of each category, averaging the middle two of an even count', () => {
    expect(medianScores([run(77), run(85), run(95)]).performance).toBe(85)
    expect(medianScores([run(77), run(85), run(95), run(98), run(97), run(99)]).performance).toBe(
      96,
    )
  })
})
