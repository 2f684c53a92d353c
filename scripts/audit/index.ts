/**
 * `npm run audit`: the performance and quality budgets, enforced.
 * - Lighthouse (mobile, simulated throttling) on one page of each type, median of RUNS (3) runs:
 *   performance ≥ 95, accessibility, best practices and SEO = 100.
 * - JavaScript budget: every script the browser requests while loading each of BUDGETED_PAGES
 *   until the network is idle, gzip-compressed, must total ≤ 105 KB, and none may contain Firebase
 *   code.
 * Reports are written to reports/ (git-ignored).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { startServer } from '../serve'
import { firstLoadScripts, SCREENS, type Screen, type ScriptLoad } from './firstLoad'
import { CATEGORIES, type Category, medianRun, medianScores } from './lighthouse'
import { auditedPages } from './pages'

const BUDGET: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
}
const JS_BUDGET_BYTES = 105 * 1024
/** The pages held to the first-load JavaScript budget: home, and the pricing pages. */
const BUDGETED_PAGES = ['/', '/estimate/', '/quote/']
const RUNS = Number(process.env.RUNS ?? 3)
const REPORTS = join(process.cwd(), 'reports')

async function main() {
  await mkdir(join(REPORTS, 'lighthouse'), { recursive: true })
  const server = await startServer({ port: 0, quiet: true })
  const failures: string[] = []
  const rows: string[] = []
  try {
    let total = 0
    let scripts: ScriptLoad[] = []
    for (const path of BUDGETED_PAGES)
      for (const screen of Object.keys(SCREENS) as Screen[]) {
        const loaded = await firstLoadScripts(server.url, path, screen)
        const bytes = loaded.reduce((sum, s) => sum + s.gzipBytes, 0)
        console.log(
          `\nFirst load of ${path} on a ${screen}: ${loaded.length} scripts, ${(bytes / 1024).toFixed(1)} KB gzip`,
        )
        for (const s of loaded)
          console.log(
            `  ${(s.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(s.url).pathname}`,
          )
        if (bytes > JS_BUDGET_BYTES)
          failures.push(
            `JS first load of ${path} on a ${screen}: ${(bytes / 1024).toFixed(1)} KB > 105 KB`,
          )
        for (const s of loaded.filter((x) => x.firebase))
          failures.push(`Firebase code in the first load of ${path}: ${s.url}`)
        if (path === '/' && bytes > total) {
          total = bytes
          scripts = loaded
        }
      }

    const { withChrome } = await import('./lighthouse')
    const results = await withChrome(async (port) => {
      const out: {
        path: string
        scores: Record<Category, number>
        metrics: Record<string, number>
      }[] = []
      for (const path of auditedPages()) {
        const name = path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replaceAll('/', '__')
        const report = join(REPORTS, 'lighthouse', `${name}.html`)
        let run = await medianRun(`${server.url}${path}`, port, RUNS, report)
        // This machine is shared: a neighbour's burst can inflate one run's blocking time by
        // hundreds of ms. A page whose median misses the performance budget is measured RUNS
        // more times and judged on the median of all its runs, so one noisy minute cannot fail
        // CI while a page that is really slow still does.
        if (run.scores.performance < BUDGET.performance) {
          const more = await medianRun(`${server.url}${path}`, port, RUNS, report)
          const all = [...run.all, ...more.all]
          console.log(
            `${path}: performance ${run.scores.performance} < ${BUDGET.performance} on ${RUNS} runs; measured ${RUNS} more (${more.all.map((s) => s.performance).join('/')})`,
          )
          run = { ...more, scores: medianScores(all), all }
        }
        out.push({ path, scores: run.scores, metrics: run.metrics })
        console.log(
          `${path.padEnd(44)} ${CATEGORIES.map((c) => String(run.scores[c]).padStart(4)).join('')}` +
            `   LCP ${Math.round(run.metrics.lcp)} ms, TBT ${Math.round(run.metrics.tbt)} ms, CLS ${run.metrics.cls.toFixed(3)}` +
            `   (runs: ${run.all.map((s) => s.performance).join('/')})`,
        )
        for (const c of CATEGORIES) {
          if (run.scores[c] < BUDGET[c])
            failures.push(`${path} ${c} ${run.scores[c]} < ${BUDGET[c]}`)
        }
      }
      return out
    })
    for (const r of results) {
      rows.push(
        `| ${r.path} | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} | ${Math.round(r.metrics.lcp ?? 0)} | ${Math.round(r.metrics.tbt ?? 0)} | ${(r.metrics.cls ?? 0).toFixed(3)} |`,
      )
    }
    await writeFile(
      join(REPORTS, 'audit.json'),
      JSON.stringify(
        { date: new Date().toISOString(), runs: RUNS, jsFirstLoadBytes: total, scripts, results },
        null,
        2,
      ),
    )
  } finally {
    await server.close()
  }
  console.log(
    '\n| Page | Perf | A11y | Best practices | SEO | LCP ms | TBT ms | CLS |\n|---|---|---|---|---|---|---|---|',
  )
  console.log(rows.join('\n'))
  if (failures.length) {
    console.error(`\nBudget failures:\n- ${failures.join('\n- ')}`)
    process.exit(1)
  }
  console.log('\nAll budgets met.')
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
