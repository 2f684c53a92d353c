/**
 * `npm run bench:lcp`: how far the site is from the limit of a page with no JavaScript at all.
 * Serves the build (dist/) and a copy of it with every script and module preload removed
 * (a temporary folder, ./noscript.ts), runs Lighthouse (mobile, simulated throttling) on the
 * audited pages of both, alternating site and copy run by run so both see the host in the same
 * minutes, median of RUNS (3) runs, and writes LCP, TBT, CLS, the main thread's work and the LCP
 * ratio per page into docs/performance.md (between its lcp-table markers; BENCH_TABLE=0 only
 * prints). Targets: LCP ratio ≤ 1.05, TBT ≤ 50 ms, CLS 0. A comparison, not a gate
 * (docs/decisions/0026-deterministic-audit-gates.md): it reports and exits 0.
 */
import { join } from 'node:path'
import { startServer } from '../serve'
import { type PageRun, runLighthouse, summarize, withChrome } from './lighthouse'
import { replaceBlock } from './markers'
import { makeNoScriptSite } from './noscript'
import { auditedPages } from './pages'

const RUNS = Number(process.env.RUNS ?? 3)
const PAGES = process.env.AUDIT_PAGES?.split(',') ?? auditedPages()
const TABLE_FILE = join(process.cwd(), 'docs', 'performance.md')

async function main() {
  const started = Date.now()
  const site = await startServer({ port: 0, quiet: true })
  const copy = await makeNoScriptSite(process.cwd())
  const bare = await startServer({ port: 0, quiet: true, cwd: copy.dir })
  const rows: string[] = []
  let missed = 0
  try {
    await withChrome(async (port) => {
      for (const path of PAGES) {
        const runs: { site: PageRun[]; none: PageRun[] } = { site: [], none: [] }
        for (let i = 0; i < RUNS; i++) {
          runs.none.push(await runLighthouse(`${bare.url}${path}`, port, ['performance']))
          runs.site.push(await runLighthouse(`${site.url}${path}`, port, ['performance']))
        }
        const full = summarize(runs.site)
        const none = summarize(runs.none)
        const ratio = full.metrics.lcp / none.metrics.lcp
        const ok = ratio <= 1.05 && full.metrics.tbt <= 50 && full.metrics.cls === 0
        if (!ok) missed++
        const taskRatio = full.metrics.taskTime / none.metrics.taskTime
        const row = `| ${path} | ${full.scores.performance} / ${none.scores.performance} | ${ms(full.metrics.lcp)} | ${ms(none.metrics.lcp)} | ${ratio.toFixed(2)} | ${ms(full.metrics.tbt)} | ${ms(none.metrics.tbt)} | ${ms(full.metrics.taskTime)} (×${taskRatio.toFixed(2)}) | ${full.metrics.cls.toFixed(3)} / ${none.metrics.cls.toFixed(3)} | ${ok ? 'yes' : 'no'} |`
        rows.push(row)
        console.log(row)
      }
    })
  } finally {
    await site.close()
    await bare.close()
    await copy.remove()
  }
  const seconds = Math.round((Date.now() - started) / 1000)
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:lcp\`: Lighthouse mobile (simulated throttling, full Chromium), each page and its copy without scripts run in turn, medians of ${RUNS} runs (${seconds} s in all). ${missed ? `${missed} page(s) off target.` : 'Every page on target.'}`,
    '',
    '| Page | Performance (site / no JS) | LCP (site) | LCP (no JS) | LCP ratio | TBT (site) | TBT (no JS) | Main thread (×no JS) | CLS (site / no JS) | On target |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | :-: |',
    ...rows,
  ].join('\n')
  console.log(`\n${table}`)
  if (process.env.BENCH_TABLE !== '0') {
    await replaceBlock(TABLE_FILE, 'lcp-table', table)
    console.log(`\nWritten to ${TABLE_FILE}.`)
  }
}

function ms(value: number): string {
  return `${Math.round(value)} ms`
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
