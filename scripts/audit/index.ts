/**
 * `npm run audit`: the performance and quality budgets, enforced
 * (docs/decisions/0026-deterministic-audit-gates.md).
 * - Bytes, measured by Playwright on every audited page at the phone viewport: JavaScript, CSS,
 *   fonts and images of the first load, each within its budget (./budgets.ts); no Firebase code;
 *   no render-blocking request. The pages of the original JavaScript budget keep it on a laptop
 *   screen too.
 * - Lighthouse (mobile, simulated throttling) on the same pages: accessibility, best practices and
 *   SEO at 100; performance at least the threshold on the page's best run, a page below it run
 *   again up to twice (./performance.ts); no render-blocking resource.
 * The side-by-side comparison with the pages without scripts is `npm run bench:lcp`.
 * Reports are written to reports/ (git-ignored).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { startServer } from '../serve'
import { BYTE_BUDGETS, checkFirstLoad, describeFirstLoad, JS_BUDGET_PAGES } from './budgets'
import { bytesByKind, firstLoads } from './firstLoad'
import { CATEGORIES, runLighthouse, withChrome } from './lighthouse'
import { auditedPages } from './pages'
import { bestRun, judgePerformance, judgeQuality, measurePage } from './performance'

/** AUDIT_PAGES=/,/blog/ to measure only some pages (a local check; CI measures them all). */
const PAGES = process.env.AUDIT_PAGES?.split(',') ?? auditedPages()
const REPORTS = join(process.cwd(), 'reports')
const JS_ONLY = {
  script: BYTE_BUDGETS.script,
  stylesheet: Infinity,
  font: Infinity,
  image: Infinity,
}

async function main() {
  const started = Date.now()
  await mkdir(join(REPORTS, 'lighthouse'), { recursive: true })
  const server = await startServer({ port: 0, quiet: true })
  const failures: string[] = []
  const rows: string[] = []
  const results: unknown[] = []
  try {
    const desktop = JS_BUDGET_PAGES.filter((p) => PAGES.includes(p))
    const loads = await firstLoads(server.url, [
      ...PAGES.map((path) => ({ path, screen: 'phone' as const })),
      ...desktop.map((path) => ({ path, screen: 'desktop' as const })),
    ])
    console.log('First load at the phone viewport (measured/budget):')
    PAGES.forEach((path, i) => {
      const load = loads[i]
      if (!load) throw new Error(`${path}: no first load measured`)
      console.log(`  ${describeFirstLoad(path, load)}`)
      failures.push(...checkFirstLoad(path, load))
    })
    desktop.forEach((path, i) => {
      const load = loads[PAGES.length + i]
      if (!load) throw new Error(`${path}: no first load measured on a laptop`)
      failures.push(...checkFirstLoad(`${path} (laptop)`, load, JS_ONLY))
    })

    await withChrome(async (port) => {
      for (const [i, path] of PAGES.entries()) {
        const runs = await measurePage((categories) =>
          runLighthouse(`${server.url}${path}`, port, categories),
        )
        const [first] = runs
        const best = bestRun(runs)
        if (!first || !best) throw new Error(`${path}: no Lighthouse run`)
        const name = path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replaceAll('/', '__')
        // The run that measured every category is the report kept.
        await writeFile(join(REPORTS, 'lighthouse', `${name}.html`), first.html)
        const verdict = judgePerformance(runs)
        if (!verdict.pass) failures.push(`${path} performance: ${verdict.detail}`)
        failures.push(...judgeQuality(first).map((m) => `${path} ${m}`))
        for (const url of first.renderBlocking)
          failures.push(`${path}: Lighthouse counts ${url} as render-blocking`)
        const scores = { ...first.scores, performance: best.scores.performance }
        const m = best.metrics
        console.log(
          `${path.padEnd(44)} ${CATEGORIES.map((c) => String(scores[c]).padStart(4)).join('')}` +
            `   LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}` +
            `   performance ${verdict.pass ? 'met' : 'MISSED'}: ${verdict.detail}`,
        )
        const bytes = bytesByKind(loads[i] ?? { resources: [], inlineCssBytes: 0 })
        const kb = (n: number) => (n / 1024).toFixed(1)
        rows.push(
          `| ${path} | ${CATEGORIES.map((c) => scores[c]).join(' | ')} | ${runs.length} | ${Math.round(m.lcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ${kb(bytes.script)} | ${kb(bytes.stylesheet)} | ${kb(bytes.font)} | ${kb(bytes.image)} |`,
        )
        results.push({
          path,
          scores,
          runs: runs.map((r) => r.scores.performance),
          metrics: m,
          bytes,
        })
      }
    })
    await writeFile(
      join(REPORTS, 'audit.json'),
      JSON.stringify({ date: new Date().toISOString(), results }, null, 2),
    )
  } finally {
    await server.close()
  }
  console.log(
    '\n| Page | Perf (best) | A11y | Best practices | SEO | Runs | LCP ms | TBT ms | CLS | JS KB | CSS KB | Fonts KB | Images KB |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  )
  console.log(rows.join('\n'))
  console.log(
    `\nAudit of ${PAGES.length} page${PAGES.length === 1 ? '' : 's'} in ${Math.round((Date.now() - started) / 1000)} s.`,
  )
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
