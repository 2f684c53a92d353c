import type { Page } from '@playwright/test'
import { CHROMIUM_ARGS, testBrowserPath } from '../scripts/browser'
import { LOCAL_OWNER, makeAccounts } from '../scripts/desk/accounts'
import { deskEmulators } from './support/emulators'
import { expect, test } from './support/fixtures'
import { median } from './support/inp'
import { type SeedLead, seedLeads, signIn } from './support/office'

/**
 * A benchmark of the owner's office with 1000 leads in the emulator, the CPU slowed 4× (Chrome's
 * own throttling, over CDP): how long until the list is usable, opened cold and reached from the
 * desk's navigation, and how long a filter and a search take to show their result (the event to
 * the next frame). It prints its figures and fails only beyond 2 s (the list from the navigation)
 * and 200 ms (a filter, a search), as issue 24 sets them; the cold figure is printed only. A filter
 * and a search are each timed five times and judged on their median: one reading on this shared
 * machine measured the other tests beside it as much as the list (docs/performance.md).
 */
const { admin, authHost, reset } = deskEmulators()
// V8 with its optimising compiler, as the owner's browser runs it; the other specs turn it off.
test.use({ launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS } })
const COUNT = 1000
const STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost']
const PAGES = ['/decks/', '/patios/', '/pergolas/', '/contact/', '/service-areas/cary/']

function benchLeads(now: number): SeedLead[] {
  return Array.from({ length: COUNT }, (_, i) => ({
    id: `bench-${String(i).padStart(4, '0')}`,
    // About three a day going back ten months: a busy contractor's year.
    receivedAt: new Date(now - i * 8 * 3_600_000),
    form: i % 5 === 0 ? 'newsletter' : 'contact',
    status: STATUSES[i % STATUSES.length],
    ...(i % 5 === 3 ? { value: 1000 + i * 10 } : {}),
    fields: {
      name: `Bench Visitor ${i}`,
      email: `visitor${i}@example.com`,
      message: `Lead number ${i}: a deck, a patio or a pergola, please call.`,
      page: PAGES[i % PAGES.length] ?? '/',
      ...(i % 3 === 0 ? { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'fall' } : {}),
    },
  }))
}

test.beforeAll(async () => {
  await reset()
  await makeAccounts(authHost, [LOCAL_OWNER])
  await seedLeads(admin.db, benchLeads(Date.now()))
})
test.afterAll(async () => {
  await admin.close()
})

const FULL = `${COUNT} of ${COUNT} leads`

/**
 * Milliseconds since the page's navigation began when the list counts every lead. After 45 s it
 * fails with what the page shows instead. Twice in the fresh-clone runs of 2026-11-26 and -27 it
 * waited until the test's 2-minute timeout, once right after the sign-in, which said nothing of why.
 */
function listReadyAt(page: Page): Promise<number> {
  return page.evaluate(
    (text) =>
      new Promise<number>((resolve, reject) => {
        const statuses = () =>
          [...document.querySelectorAll('[role=status], [role=alert]')].map((el) => el.textContent)
        const ready = () =>
          statuses().includes(text) && document.querySelector('#lead-search') !== null
        if (ready()) return resolve(Math.round(performance.now()))
        const observer = new MutationObserver(() => {
          if (!ready()) return
          observer.disconnect()
          resolve(Math.round(performance.now()))
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
        setTimeout(() => {
          observer.disconnect()
          const main = document.querySelector('main')?.textContent?.slice(0, 400)
          reject(
            new Error(
              `No "${text}" in 45 s. Status and alerts: ${JSON.stringify(statuses())}; main: ${main}`,
            ),
          )
        }, 45_000)
      }),
    FULL,
  )
}

/** Leads of a status whose email holds `query`, as the office's search counts them. */
function wonMatching(query: string): number {
  return benchLeads(0).filter((l) => l.status === 'won' && l.fields.email?.includes(query)).length
}

/**
 * Runs an action in the page (the status filter or the search set to `value`, or the desk's Leads
 * link) and times it until the list's count shows `expected`, then a frame.
 */
function timed(
  page: Page,
  action: 'status' | 'search' | 'nav',
  expected: RegExp,
  value = '',
): Promise<number> {
  return page.evaluate(
    ([kind, pattern, to]) =>
      new Promise<number>((resolve, reject) => {
        const start = performance.now()
        const shows = () =>
          [...document.querySelectorAll('[role=status]')].some((el) =>
            new RegExp(pattern).test(el.textContent ?? ''),
          )
        const done = () =>
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)))
        const observer = new MutationObserver(() => {
          if (!shows()) return
          observer.disconnect()
          done()
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
        setTimeout(() => reject(new Error(`never showed ${pattern}`)), 20_000)
        if (kind === 'status') {
          const select = document.querySelector<HTMLSelectElement>('#lead-status')
          if (!select) return reject(new Error('no status filter'))
          select.value = to
          select.dispatchEvent(new Event('change', { bubbles: true }))
        } else if (kind === 'search') {
          const input = document.querySelector<HTMLInputElement>('#lead-search')
          if (!input) return reject(new Error('no search'))
          // React reads a typed value through the native setter, as a keystroke sets it.
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, to)
          input.dispatchEvent(new Event('input', { bubbles: true }))
        } else {
          const link = [...document.querySelectorAll('nav a')].find((a) =>
            a.textContent?.startsWith('Leads'),
          ) as HTMLAnchorElement | undefined
          if (!link) return reject(new Error('no Leads link'))
          link.click()
        }
        if (shows()) {
          observer.disconnect()
          done()
        }
      }),
    [action, expected.source, value] as const,
  )
}

test(`${COUNT} leads at 4× CPU throttling: the list usable within 2 s, a filter within 200 ms`, async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, LOCAL_OWNER, '/admin/leads/')
  await listReadyAt(page)

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  // Cold: the desk's code, the session from IndexedDB, the listener's first 1000 documents.
  await page.goto('/admin/leads/')
  const cold = await listReadyAt(page)
  // From the desk's navigation, the listener already running: Posts, then Leads.
  await page.getByRole('link', { name: 'Posts', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible()
  const fromNav = await timed(page, 'nav', new RegExp(`^${FULL}$`))
  // A status (200 leads each) and any status (1000) in turn, ending on Won; then searches within
  // Won. Each count differs from the one before, so a filter that did nothing could not pass.
  const statuses: number[] = []
  for (const to of ['contacted', 'all', 'quoted', 'all', 'won'])
    statuses.push(
      await timed(
        page,
        'status',
        to === 'all' ? /^1000 of 1000 leads$/ : /^200 of 1000 leads$/,
        to,
      ),
    )
  const searches: number[] = []
  for (const to of ['visitor99', 'visitor98', 'visitor97', 'visitor93', 'visitor90'])
    searches.push(await timed(page, 'search', new RegExp(`^${wonMatching(to)} of 1000 leads$`), to))
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const status = median(statuses)
  const search = median(searches)

  const figures = {
    'list usable, page opened cold (ms)': cold,
    'list usable, from the desk navigation (ms)': Math.round(fromNav),
    'status filter to next frame, median (ms)': Math.round(status),
    'status filter, each (ms)': statuses.map(Math.round).join(', '),
    'search by email to next frame, median (ms)': Math.round(search),
    'search, each (ms)': searches.map(Math.round).join(', '),
  }
  console.log(`Office benchmark, ${COUNT} leads, 4× CPU throttling:`, figures)
  test.info().annotations.push({ type: 'benchmark', description: JSON.stringify(figures) })
  // The bound is on the list as the owner reaches it, from the desk's navigation. The cold figure
  // (the desk's code, Auth and the first snapshot of 1000 documents, all under throttling) is
  // reported, not bounded: it measured 11.6 s on this 2-core machine at load 12.
  expect(fromNav, 'list from the navigation').toBeLessThanOrEqual(2000)
  expect(status, 'status filter').toBeLessThanOrEqual(200)
  expect(search, 'search').toBeLessThanOrEqual(200)
})
