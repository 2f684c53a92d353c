import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CATEGORIES, medianScores, runLighthouse } from './lighthouse'

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

const lighthouseMock = vi.hoisted(() => vi.fn())
vi.mock('lighthouse', () => ({ default: lighthouseMock }))

function result(runtimeError?: { code: string; message: string }, blocking: string[] = []) {
  const category = { score: 1 }
  const metric = { numericValue: 100 }
  return {
    lhr: {
      runtimeError,
      categories: Object.fromEntries(CATEGORIES.map((c) => [c, category])),
      audits: {
        'largest-contentful-paint': metric,
        'total-blocking-time': metric,
        'cumulative-layout-shift': { numericValue: 0 },
        'first-contentful-paint': metric,
        'render-blocking-resources': { details: { items: blocking.map((url) => ({ url })) } },
      },
    },
    report: '<html></html>',
  }
}

describe('runLighthouse', () => {
  const url = 'http://localhost/x/'
  const flake = { code: 'NO_NAVSTART', message: 'trace' }

  beforeEach(() => {
    lighthouseMock.mockReset()
    vi.spyOn(console, 'log').mockImplementation(() => {})
  })

  it('measures again after a trace-recording flake', async () => {
    lighthouseMock.mockResolvedValueOnce(result(flake)).mockResolvedValueOnce(result())
    const run = await runLighthouse(url, 9222)
    expect(run.scores.performance).toBe(100)
    expect(lighthouseMock).toHaveBeenCalledTimes(2)
  })

  it("reads the requests Lighthouse's render-blocking audit lists", async () => {
    lighthouseMock.mockResolvedValueOnce(result(undefined, ['http://localhost/a.css']))
    expect((await runLighthouse(url, 9222)).renderBlocking).toEqual(['http://localhost/a.css'])
    lighthouseMock.mockResolvedValueOnce(result())
    expect((await runLighthouse(url, 9222)).renderBlocking).toEqual([])
  })

  it('gives up after three flakes in a row', async () => {
    lighthouseMock.mockResolvedValue(result(flake))
    await expect(runLighthouse(url, 9222)).rejects.toThrow(/NO_NAVSTART/)
    expect(lighthouseMock).toHaveBeenCalledTimes(3)
  })

  it('fails at once on an error that says something about the page', async () => {
    lighthouseMock.mockResolvedValue(result({ code: 'NO_FCP', message: 'no paint' }))
    await expect(runLighthouse(url, 9222)).rejects.toThrow(/NO_FCP/)
    expect(lighthouseMock).toHaveBeenCalledTimes(1)
  })
})
