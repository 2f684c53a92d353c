import { describe, expect, it } from 'vitest'
import type { Category, PageRun } from './lighthouse'
import {
  bestRun,
  judgePerformance,
  judgeQuality,
  measurePage,
  PERFORMANCE_THRESHOLD,
} from './performance'

function run(performance: number, lcp = 1400, cls = 0, seo = 100): PageRun {
  return {
    scores: { performance, accessibility: 100, 'best-practices': 100, seo },
    metrics: { lcp, tbt: 0, cls, fcp: 1000, taskTime: 400 },
    renderBlocking: [],
    html: '',
  }
}

describe('judgePerformance', () => {
  it('passes a page whose best run meets the threshold, however low the others', () => {
    const verdict = judgePerformance([run(50), run(PERFORMANCE_THRESHOLD), run(60)])
    expect(verdict).toEqual({ pass: true, detail: 'best of 50/65/60 ≥ 65' })
  })

  it('fails a page whose every run is below it', () => {
    const verdict = judgePerformance([run(64), run(60), run(62)])
    expect(verdict.pass).toBe(false)
    expect(verdict.detail).toBe('best of 64/60/62: performance 64 < 65')
  })

  it("fails on the best run's LCP or layout shift, even at a passing score", () => {
    expect(judgePerformance([run(90, 2600)]).detail).toMatch(/LCP 2600 ms > 2500 ms/)
    expect(judgePerformance([run(90, 1400, 0.2)]).detail).toMatch(/CLS 0.200 > 0.1/)
    expect(judgePerformance([run(90, Number.NaN)]).pass).toBe(false)
  })

  it('fails when nothing was measured', () => {
    expect(judgePerformance([]).pass).toBe(false)
    expect(bestRun([])).toBeUndefined()
  })
})

describe('judgeQuality', () => {
  it('holds accessibility, best practices and SEO at 100', () => {
    expect(judgeQuality(run(50))).toEqual([])
    expect(judgeQuality(run(100, 1400, 0, 92))).toEqual(['seo 92 < 100'])
  })
})

describe('measurePage', () => {
  /** Runs the gate against fixed scores, recording which categories each run measured. */
  async function measure(scores: number[]) {
    const calls: string[] = []
    const runs = await measurePage(async (categories?: readonly Category[]) => {
      calls.push(categories ? categories.join() : 'all')
      return run(scores.shift() ?? Number.NaN)
    })
    return { calls, scores: runs.map((r) => r.scores.performance) }
  }

  it('runs a page once when it meets the threshold', async () => {
    expect(await measure([66, 99])).toEqual({ calls: ['all'], scores: [66] })
  })

  it('runs a page below it again, performance only, until a run meets it', async () => {
    expect(await measure([60, 70, 99])).toEqual({
      calls: ['all', 'performance'],
      scores: [60, 70],
    })
  })

  it('stops after two runs more', async () => {
    const { calls, scores } = await measure([60, 61, 62, 99])
    expect(calls).toEqual(['all', 'performance', 'performance'])
    expect(scores).toEqual([60, 61, 62])
  })
})
