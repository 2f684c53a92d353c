/**
 * Lighthouse 12, mobile with simulated throttling (its default), on Debian's Chromium, against the
 * built site served exactly as hosting serves it (`npm run audit`, `npm run bench:lcp`).
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, chromiumPath } from '../browser'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]
export type Scores = Record<Category, number>

export interface PageRun {
  /** The categories the run measured (a performance-only run has no other score). */
  scores: Scores
  /** taskTime: the main thread's work as observed on this host (not multiplied), in ms. */
  metrics: { lcp: number; tbt: number; cls: number; fcp: number; taskTime: number }
  /** What Lighthouse's `render-blocking-resources` audit lists (a performance audit). */
  renderBlocking: string[]
  html: string
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

/** The median of each category over several runs. */
export function medianScores(runs: readonly Scores[]): Scores {
  return Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))])) as Scores
}

/**
 * Lighthouse's trace-recording failures that its authors call Chrome flakiness ("run Lighthouse
 * again"): seen here now and then on a page that records fine before and after.
 */
const TRANSIENT = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST'])
const ATTEMPTS = 3

// Lighthouse's machine benchmark, a ~1 s loop before every run, feeds no score (only the report's
// environment section): this project's patch skips it when asked (patches/lighthouse+12.8.2.patch,
// decision 0026), saving a second a run.
process.env.LIGHTHOUSE_SKIP_BENCHMARK ??= '1'

/**
 * One Lighthouse run of `url`. `categories` defaults to all four; a performance-only run takes
 * ~7 s here against ~10 s for all four (Lighthouse's accessibility audit runs axe in the page),
 * and leaves the other scores NaN.
 */
export async function runLighthouse(
  url: string,
  port: number,
  categories: readonly Category[] = CATEGORIES,
  attempt = 1,
): Promise<PageRun> {
  try {
    return await runLighthouseOnce(url, port, categories)
  } catch (error) {
    const code = (error as { code?: string }).code
    if (!code || !TRANSIENT.has(code) || attempt >= ATTEMPTS) throw error
    console.log(`${url}: Lighthouse ${code}, measuring again (attempt ${attempt + 1})`)
    return runLighthouse(url, port, categories, attempt + 1)
  }
}

async function runLighthouseOnce(
  url: string,
  port: number,
  categories: readonly Category[],
): Promise<PageRun> {
  // A run of every category is the one whose report is kept; a performance-only run makes no
  // report, and skips the back/forward-cache check (an unscored diagnostic that navigates away
  // and back: ~0.4 s a run here).
  const full = categories.length === CATEGORIES.length
  const result = await lighthouse(url, {
    port,
    output: full ? 'html' : 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    ...(full ? {} : { skipAudits: ['bf-cache'] }),
    // The full-page screenshot only illustrates the HTML report's element list, and capturing it
    // costs ~2.5 s a run here without touching any score.
    disableFullPageScreenshot: true,
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError)
    throw Object.assign(new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`), {
      code: lhr.runtimeError.code,
    })
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [
      c,
      lhr.categories[c] ? Math.round((lhr.categories[c].score ?? 0) * 100) : Number.NaN,
    ]),
  ) as Scores
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const blocking = lhr.audits['render-blocking-resources']?.details as
    | { items?: { url?: string }[] }
    | undefined
  const diagnostics = lhr.audits.diagnostics?.details as
    | { items?: { totalTaskTime?: number }[] }
    | undefined
  return {
    scores,
    metrics: {
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      fcp: metric('first-contentful-paint'),
      taskTime: diagnostics?.items?.[0]?.totalTaskTime ?? Number.NaN,
    },
    renderBlocking: (blocking?.items ?? []).map((i) => i.url ?? '?'),
    html: full ? (Array.isArray(result.report) ? (result.report[0] ?? '') : result.report) : '',
  }
}

/** The median of each category and of each metric over several runs of one page. */
export function summarize(results: readonly PageRun[]): Pick<PageRun, 'scores' | 'metrics'> {
  const of = (key: keyof PageRun['metrics']) => median(results.map((r) => r.metrics[key]))
  return {
    scores: medianScores(results.map((r) => r.scores)),
    metrics: {
      lcp: of('lcp'),
      tbt: of('tbt'),
      cls: of('cls'),
      fcp: of('fcp'),
      taskTime: of('taskTime'),
    },
  }
}

/** Launches Chromium once for a batch of Lighthouse runs. */
export async function withChrome<T>(fn: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  try {
    return await fn(chrome.port)
  } finally {
    chrome.kill()
  }
}

/** The median performance and metrics of a page over `runs` runs (`npm run bench:lcp`). */
export async function medianRun(
  url: string,
  port: number,
  runs: number,
): Promise<Pick<PageRun, 'scores' | 'metrics'>> {
  const results: PageRun[] = []
  for (let i = 0; i < runs; i++) results.push(await runLighthouse(url, port, ['performance']))
  return summarize(results)
}
