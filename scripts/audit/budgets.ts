/**
 * The byte budgets of a first load at the phone viewport, per page, by kind (./firstLoad.ts):
 * what no host's speed changes. Each is the largest value measured on the audited pages when it
 * was set plus headroom (docs/decisions/0026-deterministic-audit-gates.md says how much and why).
 */
import { projectPaths } from '../../src/content/portfolio'
import { bytesByKind, type FirstLoad, type Kind } from './firstLoad'

const KB = 1024

/** The pages held to the first-load JavaScript budget since it was set: home, the portfolio, a project, pricing. */
export const JS_BUDGET_PAGES = [
  '/',
  '/portfolio/',
  ...projectPaths().slice(0, 1),
  '/estimate/',
  '/quote/',
]

export const BYTE_BUDGETS: Record<Kind, number> = {
  /** JavaScript on JS_BUDGET_PAGES, unchanged (104.7 KB at most when this was written). */
  script: 105 * KB,
  /** The inlined stylesheet, 9.6 KB on every page. */
  stylesheet: 11 * KB,
  /** Two preloaded subset fonts, 35.4 KB on every page. */
  font: 40 * KB,
  /** 0 to 105.0 KB (`/portfolio/`). */
  image: 120 * KB,
}
/** JavaScript on the other audited pages, whose forms and FAQs sit nearer the first screen: 118.1 KB at most. */
export const JS_BUDGET_OTHER = 120 * KB

export function budgetsFor(path: string): Record<Kind, number> {
  return JS_BUDGET_PAGES.includes(path)
    ? BYTE_BUDGETS
    : { ...BYTE_BUDGETS, script: JS_BUDGET_OTHER }
}

const NAMES: Record<Kind, string> = {
  script: 'JavaScript',
  stylesheet: 'CSS',
  font: 'fonts',
  image: 'images',
}

const kb = (bytes: number) => (bytes < KB ? `${bytes} B` : `${(bytes / KB).toFixed(1)} KB`)

/** What of a first load breaks a budget: bytes over, Firebase code, a render-blocking request. */
export function checkFirstLoad(
  path: string,
  load: FirstLoad,
  budgets: Record<Kind, number> = budgetsFor(path),
): string[] {
  const sums = bytesByKind(load)
  return [
    ...(Object.keys(budgets) as Kind[])
      .filter((k) => sums[k] > budgets[k])
      .map((k) => `${NAMES[k]} in the first load of ${path}: ${kb(sums[k])} > ${kb(budgets[k])}`),
    ...load.scripts
      .filter((s) => s.firebase)
      .map((s) => `Firebase code in the first load of ${path}: ${s.url}`),
    ...load.renderBlocking.map((url) => `render-blocking request in ${path}: ${url}`),
  ]
}

/** One line a page: the bytes of each kind and their budgets. */
export function describeFirstLoad(path: string, load: FirstLoad): string {
  const sums = bytesByKind(load)
  const budgets = budgetsFor(path)
  const parts = (Object.keys(sums) as Kind[]).map(
    (k) => `${NAMES[k]} ${kb(sums[k])}/${kb(budgets[k])}`,
  )
  return `${path}: ${parts.join(', ')}; render-blocking ${load.renderBlocking.length}`
}
