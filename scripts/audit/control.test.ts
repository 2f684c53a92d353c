import { describe, expect, it } from 'vitest'
import { CLEAR_LIMITS, judgePerformance, measureSideBySide } from './control'
import type { Category, PageRun } from './lighthouse'

function run(performance: number, taskTime = 400, lcp = 1400, cls = 0): PageRun {
  return {
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    metrics: { lcp, tbt: 0, cls, fcp: 1000, taskTime },
    html: '',
  }
}
const runs = (...scores: number[]) => scores.map((s) => run(s))

describe('judgePerformance', () => {
  it('passes a page that meets the budget, without a control', () => {
    expect(judgePerformance(runs(96, 90, 97), [])).toMatchObject({ pass: true, how: 'budget' })
  })

  it('fails a page that misses it when no control was measured', () => {
    expect(judgePerformance(runs(90, 91, 89), []).pass).toBe(false)
  })

  it('fails a page that misses it where the page without its app meets it', () => {
    const verdict = judgePerformance(runs(90, 91, 89, 92, 90, 91), runs(99, 100, 98))
    expect(verdict).toMatchObject({ pass: false })
    expect(verdict.detail).toMatch(/without its app scores 99/)
  })

  it('judges a page side by side when the host cannot show the budget even without the app', () => {
    const page = [
      run(85, 520),
      run(84, 560),
      run(86, 540),
      run(83, 600),
      run(85, 530),
      run(86, 510),
    ]
    const twin = [run(88, 400), run(91, 380), run(86, 420)]
    expect(judgePerformance(page, twin)).toMatchObject({ pass: true, how: 'host-limited' })
  })

  it('fails a page far below its twin, or with three times its main-thread work, on a slow host', () => {
    const twin = [run(88, 400), run(91, 380), run(86, 420)]
    const far = judgePerformance(runs(75, 76, 74), twin)
    expect(far).toMatchObject({ pass: false })
    expect(far.detail).toMatch(/more than 12 points below/)
    const busy = judgePerformance([run(85, 1300), run(84, 1250), run(86, 1220)], twin)
    expect(busy.detail).toMatch(/main-thread time more than ×3/)
    expect(busy.pass).toBe(false)
  })

  it('has tighter limits for a verdict after the first pairs', () => {
    const twin = [run(90, 400), run(90, 400), run(90, 400)]
    expect(judgePerformance(runs(81, 81, 81), twin).pass).toBe(true)
    expect(judgePerformance(runs(81, 81, 81), twin, CLEAR_LIMITS).pass).toBe(false)
    expect(judgePerformance(runs(82, 82, 82), twin, CLEAR_LIMITS).pass).toBe(true)
    const busy = [run(85, 900), run(85, 900), run(85, 900)]
    expect(judgePerformance(busy, twin).pass).toBe(true)
    expect(judgePerformance(busy, twin, CLEAR_LIMITS).detail).toMatch(/more than ×2 /)
  })

  it('fails a page whose LCP or layout shift is poor on a slow host', () => {
    const twin = [run(88), run(91), run(86)]
    expect(judgePerformance([run(85, 400, 3000), run(85, 400, 3100)], twin).detail).toMatch(
      /LCP over 2500/,
    )
    expect(judgePerformance([run(85, 400, 1400, 0.2), run(85, 400, 1400, 0.3)], twin).pass).toBe(
      false,
    )
  })
})

describe('measureSideBySide', () => {
  /** Runs the protocol against fixed page scores, recording the order of the runs. */
  async function measure(pageScores: number[], twinScore = 88, runs = 3, pairs = 5) {
    const calls: string[] = []
    const scores = [...pageScores]
    const measured = await measureSideBySide({
      runs,
      pairs,
      twin: async () => {
        calls.push('twin')
        return run(twinScore)
      },
      page: async (categories: readonly Category[]) => {
        calls.push(categories.length === 4 ? 'page:all' : `page:${categories.join()}`)
        return run(scores.shift() ?? Number.NaN)
      },
    })
    return { calls, measured }
  }

  it('stops after the first runs when the page meets the budget on them', async () => {
    const { calls, measured } = await measure([96, 94, 97, 80, 80])
    expect(calls).toEqual([
      'twin',
      'page:all',
      'twin',
      'page:performance',
      'twin',
      'page:performance',
    ])
    expect(measured.page).toHaveLength(3)
  })

  it('stops after the first pairs when the page is within two thirds of every limit of its twin', async () => {
    // Twin 88 each time: a gap of 2 points.
    const { measured } = await measure([86, 85, 88, 84, 87])
    expect(measured.page).toHaveLength(3)
    expect(measured.twin).toHaveLength(3)
  })

  it('measures every pair, twin first, when the page misses the budget by more than that', async () => {
    // Median 79 against 88: 9 points, within the limit (12) but not two thirds of it (8).
    const { calls, measured } = await measure([78, 79, 80, 84, 87])
    expect(calls.filter((c) => c === 'twin')).toHaveLength(5)
    expect(calls.filter((c) => c.startsWith('page'))).toEqual([
      'page:all',
      ...Array(4).fill('page:performance'),
    ])
    expect(calls.every((c, i) => (i % 2 === 0) === (c === 'twin'))).toBe(true)
    expect(measured.twin).toHaveLength(5)
  })

  it('once past the first runs, measures every pair', async () => {
    // The twin meets the budget, so the page's 94 fails after three pairs; its median touches 95
    // after four, and the protocol goes on.
    const { measured } = await measure([94, 94, 96, 97, 80], 96)
    expect(measured.page.map((r) => r.scores.performance)).toEqual([94, 94, 96, 97, 80])
  })
})
