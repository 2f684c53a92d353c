/**
 * `npm run bench:lcp`: how far the site is from the limit of a page with no JavaScript at all.
 * Serves the build (dist/) and a copy of it with every script and module preload removed
 * (a temporary folder, ./control.ts), runs Lighthouse (mobile, simulated throttling) on the audited pages of both,
 * median of RUNS (3) runs, and prints LCP, TBT and CLS with the LCP ratio per page.
 * Targets: LCP ratio ≤ 1.05, TBT ≤ 50 ms, CLS 0. Run `npm run build` first.
 */
import { startServer } from '../serve'
import { makeControlSite } from './control'
import { medianRun, withChrome } from './lighthouse'
import { auditedPages } from './pages'

const RUNS = Number(process.env.RUNS ?? 3)

async function main() {
  const copy = await makeControlSite(process.cwd())
  const site = await startServer({ port: 0, quiet: true })
  const bare = await startServer({ port: 0, quiet: true, cwd: copy.dir })
  const rows: string[] = []
  let missed = 0
  try {
    await withChrome(async (port) => {
      for (const path of auditedPages()) {
        const full = await medianRun(`${site.url}${path}`, port, RUNS)
        const none = await medianRun(`${bare.url}${path}`, port, RUNS)
        const ratio = full.metrics.lcp / none.metrics.lcp
        const ok = ratio <= 1.05 && full.metrics.tbt <= 50 && full.metrics.cls === 0
        if (!ok) missed++
        const row = `| ${path} | ${ms(full.metrics.lcp)} | ${ms(none.metrics.lcp)} | ${ratio.toFixed(3)} | ${ms(full.metrics.tbt)} | ${ms(none.metrics.tbt)} | ${full.metrics.cls.toFixed(3)} | ${none.metrics.cls.toFixed(3)} | ${ok ? 'yes' : 'no'} |`
        rows.push(row)
        console.log(row)
      }
    })
  } finally {
    await site.close()
    await bare.close()
    await copy.remove()
  }
  console.log(
    `\nLighthouse mobile, median of ${RUNS} runs. Targets: LCP ratio ≤ 1.05, TBT ≤ 50 ms, CLS 0.\n`,
  )
  console.log(
    '| Page | LCP (site) | LCP (no JS) | LCP ratio | TBT (site) | TBT (no JS) | CLS (site) | CLS (no JS) | On target |\n|---|--:|--:|--:|--:|--:|--:|--:|:-:|',
  )
  console.log(rows.join('\n'))
  console.log(missed ? `\n${missed} page(s) off target.` : '\nEvery page on target.')
}

function ms(value: number): string {
  return `${Math.round(value)} ms`
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
