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

  it('judges a page that misses the budget beside its twin, even where the twin meets it', () => {
    // A CI audit of 2026-11-24: a twin at 96, the page 14 points below it at an ordinary app cost.
    const twin = [run(90, 380), run(94, 370), run(96, 360), run(97, 350), run(96, 360)]
    const page = [run(86, 590), run(82, 610), run(80, 620), run(82, 600), run(86, 580)]
    expect(judgePerformance(page, twin)).toMatchObject({ pass: true, how: 'beside its twin' })
    const busy = [run(86, 900), run(82, 910), run(80, 920), run(82, 880), run(86, 890)]
    const verdict = judgePerformance(busy, twin)
    expect(verdict).toMatchObject({ pass: false })
    expect(verdict.detail).toMatch(/against 96 without its app.*main-thread time more than ×2.4/)
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
    expect(judgePerformance(page, twin)).toMatchObject({ pass: true, how: 'beside its twin' })
  })

  it("fails a page with more than ×2.4 its twin's main-thread work, or far below it", () => {
    const twin = [run(88, 400), run(91, 380), run(86, 420)]
    const busy = judgePerformance([run(80, 980), run(81, 970), run(79, 990)], twin)
    expect(busy).toMatchObject({ pass: false })
    expect(busy.detail).toMatch(/main-thread time more than ×2.4 /)
    expect(judgePerformance([run(80, 950), run(81, 940), run(79, 960)], twin).pass).toBe(true)
    const far = judgePerformance(runs(67, 68, 66), twin)
    expect(far).toMatchObject({ pass: false })
    expect(far.detail).toMatch(/more than 20 points below/)
  })

  it('has tighter limits for a verdict after the first pairs', () => {
    const twin = [run(90, 400), run(90, 400), run(90, 400)]
    expect(judgePerformance(runs(76, 76, 76), twin).pass).toBe(true)
    expect(judgePerformance(runs(76, 76, 76), twin, CLEAR_LIMITS).pass).toBe(false)
    expect(judgePerformance(runs(77, 77, 77), twin, CLEAR_LIMITS).pass).toBe(true)
    const busy = [run(85, 880), run(85, 880), run(85, 880)]
    expect(judgePerformance(busy, twin).pass).toBe(true)
    expect(judgePerformance(busy, twin, CLEAR_LIMITS).detail).toMatch(/more than ×2.1 /)
  })

  it('fails a page whose LCP or layout shift is poor', () => {
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

  it('measures a page alone while it meets the budget, and stops after the first runs', async () => {
    const { calls, measured } = await measure([96, 94, 97, 80, 80])
    expect(calls).toEqual(['page:all', 'page:performance', 'page:performance'])
    expect(measured.page).toHaveLength(3)
    expect(measured.twin).toEqual([])
  })

  it('goes to pairs, its first run first, when the page misses the budget at once', async () => {
    // Twin 88 each time: a gap of 2 points after three pairs, within two thirds of every limit.
    const { calls, measured } = await measure([86, 85, 88, 84, 87])
    expect(calls).toEqual([
      'page:all',
      'twin',
      'twin',
      'page:performance',
      'twin',
      'page:performance',
    ])
    expect(measured.page).toHaveLength(3)
    expect(measured.twin).toHaveLength(3)
  })

  it('keeps the runs alone and adds pairs when the page met the budget once, then missed it', async () => {
    const { calls, measured } = await measure([96, 84, 85, 86, 87, 86, 85, 84])
    expect(calls.slice(0, 3)).toEqual(['page:all', 'page:performance', 'page:performance'])
    expect(calls[3]).toBe('twin')
    expect(measured.page.slice(0, 3).map((r) => r.scores.performance)).toEqual([96, 84, 85])
    expect(measured.twin.length).toBeGreaterThanOrEqual(3)
  })

  it('measures every pair when the page misses the budget by more than two thirds of a limit', async () => {
    // Median 74 against 88: 14 points, within the limit (20) but not two thirds of it (13.3).
    const { calls, measured } = await measure([73, 74, 75, 84, 87])
    expect(calls.filter((c) => c === 'twin')).toHaveLength(5)
    expect(calls.filter((c) => c.startsWith('page'))).toEqual([
      'page:all',
      ...Array(4).fill('page:performance'),
    ])
    // After the first run and its twin, each pair is the twin, then the page.
    expect(calls.slice(2).every((c, i) => (i % 2 === 0) === (c === 'twin'))).toBe(true)
    expect(measured.twin).toHaveLength(5)
  })

  it('once past the first runs, measures every pair', async () => {
    // 22 points below its twin after three pairs; its median touches the budget after four, and
    // the protocol goes on.
    const { measured } = await measure([74, 74, 96, 97, 80], 96)
    expect(measured.page.map((r) => r.scores.performance)).toEqual([74, 74, 96, 97, 80])
  })
})
