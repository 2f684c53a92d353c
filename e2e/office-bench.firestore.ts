import type { CDPSession, Page } from '@playwright/test'
import { CHROMIUM_ARGS, testBrowserPath } from '../scripts/browser'
import { LOCAL_OWNER, makeAccounts } from '../scripts/desk/accounts'
import { CITY_IDS } from '../src/content/serviceAreas/types'
import { deskEmulators } from './support/emulators'
import { expect, test } from './support/fixtures'
import { median } from './support/inp'
import { type SeedLead, seedLeads, signIn } from './support/office'

/**
 * A benchmark of the owner's office with 1000 leads in the emulator (OFFICE_BENCH_LEADS for another
 * count, printed only): how long until the list is usable, opened cold and reached from the desk's
 * navigation, and what the list's filters (status, source, city, dates: 12 changes) and a search
 * (5) cost until the next frame. Judged on the renderer's main-thread CPU time, median of each,
 * times 4 for a phone-class CPU: within 2 s (the list from the navigation) and 200 ms (a filter, a
 * search), as issue 24 sets them. Wall times at 4× throttling are printed, not judged: on this
 * shared machine they measure the load (decision 0049). A filtered address is opened cold too.
 */
const { admin, authHost, reset } = deskEmulators()
// V8 with its optimising compiler, as the owner's browser runs it; the other specs turn it off.
test.use({
  launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
  // The first attempt's trace is kept when it fails (CI otherwise records only a retry's).
  trace: { mode: 'retain-on-first-failure', screenshots: false },
})
const COUNT = Number(process.env.OFFICE_BENCH_LEADS ?? 1000)
/** A phone-class CPU: Chrome's throttling for the wall times, the factor on the CPU times. */
const SLOWDOWN = 4
const STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost']
const PAGES = ['/decks/', '/patios/', '/pergolas/', '/contact/', '/service-areas/cary/']

const SEEDED_AT = Date.now()

function benchLeads(now = SEEDED_AT): (SeedLead & { form: 'contact' })[] {
  return Array.from({ length: COUNT }, (_, i) => ({
    id: `bench-${String(i).padStart(4, '0')}`,
    // About three a day going back ten months: a busy contractor's year.
    receivedAt: new Date(now - i * 8 * 3_600_000),
    // Requests for work only: newsletter sign-ups are not counted as leads.
    form: 'contact',
    status: STATUSES[i % STATUSES.length],
    ...(i % 5 === 3 ? { value: 1000 + i * 10 } : {}),
    fields: {
      name: `Bench Visitor ${i}`,
      email: `visitor${i}@example.com`,
      message: `Lead number ${i}: a deck, a patio or a pergola, please call.`,
      page: PAGES[i % PAGES.length] ?? '/',
      area: CITY_IDS[i % CITY_IDS.length] ?? 'raleigh',
      ...(i % 3 === 0 ? { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'fall' } : {}),
    },
  }))
}

test.beforeAll(async () => {
  await reset()
  await makeAccounts(authHost, [LOCAL_OWNER])
  await seedLeads(admin.db, benchLeads())
})
test.afterAll(async () => {
  await admin.close()
})

const FULL = `${COUNT} of ${COUNT} leads`

const LOADING = 'Loading the leads…'
const STALLED = 'the emulator never answered the leads’ listen'

/**
 * Milliseconds since the page's navigation began when the list counts every lead. It fails after
 * 45 s with what the page shows, or after 20 s of "Loading the leads…" as STALLED.
 */
function listReadyAt(page: Page): Promise<number> {
  return page.evaluate(
    ([text, loading, stalled]) =>
      new Promise<number>((resolve, reject) => {
        const statuses = () =>
          [...document.querySelectorAll('[role=status], [role=alert]')].map((el) => el.textContent)
        const ready = () =>
          statuses().includes(text) && document.querySelector('#lead-search') !== null
        const started = performance.now()
        let loadingSince = Number.POSITIVE_INFINITY
        const timer = setInterval(() => {
          const now = performance.now()
          loadingSince = statuses().includes(loading) ? Math.min(loadingSince, now) : Infinity
          const stall = now - loadingSince >= 20_000
          if (!stall && now - started < 45_000) return
          finish()
          const main = document.querySelector('main')?.textContent?.slice(0, 400)
          reject(
            new Error(
              `${stall ? stalled : `no "${text}"`} in ${Math.round((now - started) / 1000)} s. Status and alerts: ${JSON.stringify(statuses())}; main: ${main}`,
            ),
          )
        }, 250)
        const observer = new MutationObserver(() => {
          if (!ready()) return
          finish()
          resolve(Math.round(performance.now()))
        })
        const finish = () => {
          observer.disconnect()
          clearInterval(timer)
        }
        if (ready()) {
          finish()
          return resolve(Math.round(performance.now()))
        }
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
      }),
    [FULL, LOADING, STALLED] as const,
  )
}

let stalls = 0

/**
 * The list once it counts every lead. Under load the Firestore emulator now and then takes the
 * list's listen and never answers it (decision 0049): the page is loaded again, at most twice, and
 * the run says so.
 */
async function listReady(page: Page): Promise<number> {
  for (let reloads = 0; ; reloads++) {
    try {
      return await listReadyAt(page)
    } catch (error) {
      if (reloads === 2 || !String(error).includes(STALLED)) throw error
      stalls++
      const description = `${String(error)
        .replace(/^.*Error: /, '')
        .slice(0, 160)}; loaded again`
      test.info().annotations.push({ type: 'emulator stall', description })
      console.log(`Office benchmark: ${description}`)
      await page.reload()
    }
  }
}

/** The list's filter as the bench sets it, by the id of each control ('' or 'all': any). */
type Filter = Record<
  'lead-status' | 'lead-source' | 'lead-city' | 'lead-from' | 'lead-search',
  string
>
const ANY: Filter = {
  'lead-status': 'all',
  'lead-source': '',
  'lead-city': '',
  'lead-from': '',
  'lead-search': '',
}

/** The instant an Eastern day (YYYY-MM-DD) starts. */
function easternMidnight(day: string): number {
  const guess = Date.parse(`${day}T05:00:00Z`)
  const hour = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    hourCycle: 'h23',
  }).format(guess)
  return guess - Number(hour) * 3_600_000
}

/** How many seeded leads `filter` shows, as docs/desk.md defines each filter. */
function shown(filter: Filter): number {
  const from = filter['lead-from'] ? easternMidnight(filter['lead-from']) : -Infinity
  return benchLeads().filter(
    ({ status, receivedAt, fields }) =>
      ['all', status].includes(filter['lead-status']) &&
      (!filter['lead-source'] || fields.utm_campaign === filter['lead-source']) &&
      (!filter['lead-city'] || fields.area === filter['lead-city']) &&
      receivedAt.getTime() >= from &&
      (fields.email ?? '').includes(filter['lead-search']),
  ).length
}

/** An Eastern day `days` before the seeding, far from any lead's time of day. */
const DAYS_AGO = (days: number) =>
  new Date(SEEDED_AT - days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/New_York',
  })

/**
 * Runs an action in the page (a filter's control set to `value`, or the desk's Leads link) and
 * times it until the list's count shows `expected`, then a frame.
 */
function timed(
  page: Page,
  control: keyof Filter | 'nav',
  expected: string,
  value = '',
): Promise<number> {
  return page.evaluate(
    ([id, text, to]) =>
      new Promise<number>((resolve, reject) => {
        const start = performance.now()
        const shows = () =>
          [...document.querySelectorAll('[role=status]')].some((el) => el.textContent === text)
        const done = () =>
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)))
        const observer = new MutationObserver(() => {
          if (!shows()) return
          observer.disconnect()
          done()
        })
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
        setTimeout(() => reject(new Error(`never showed "${text}"`)), 20_000)
        const element = document.getElementById(id)
        if (element instanceof HTMLSelectElement) {
          element.value = to
          element.dispatchEvent(new Event('change', { bubbles: true }))
        } else if (element instanceof HTMLInputElement) {
          // React reads a typed value through the native setter, as a keystroke sets it.
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
            element,
            to,
          )
          element.dispatchEvent(new Event('input', { bubbles: true }))
        } else if (id === 'nav') {
          const link = [...document.querySelectorAll('nav a')].find((a) =>
            a.textContent?.startsWith('Leads'),
          ) as HTMLAnchorElement | undefined
          if (!link) return reject(new Error('no Leads link'))
          link.click()
        } else return reject(new Error(`no #${id}`))
        if (shows()) {
          observer.disconnect()
          done()
        }
      }),
    [control, expected, value] as const,
  )
}

/** The renderer's main-thread CPU time in ms: what the page did, whatever else the machine runs. */
async function cpuMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? Number.NaN) * 1000
}

type Reading = { wall: number; cpu: number }
const counted = (n: number) => `${n} of ${COUNT} leads`

/** Each filter change in turn: statuses, then source, city and a start date, then back to any. */
const FILTERS: [keyof Filter, string][] = [
  ['lead-status', 'contacted'],
  ['lead-status', 'all'],
  ['lead-status', 'quoted'],
  ['lead-status', 'all'],
  ['lead-status', 'won'],
  ['lead-source', 'fall'],
  ['lead-city', 'cary'],
  ['lead-from', DAYS_AGO(120)],
  ['lead-status', 'all'],
  ['lead-city', ''],
  ['lead-source', ''],
  ['lead-from', ''],
]
const SEARCHES = ['visitor99', 'visitor98', 'visitor97', 'visitor93', 'visitor90']

/**
 * From the desk's navigation to the list (Posts, then Leads), then FILTERS, then SEARCHES within
 * Won. Each count differs from the one before, so a filter that did nothing could not pass.
 */
async function rounds(page: Page, cdp: CDPSession) {
  const read = async (...args: Parameters<typeof timed>): Promise<Reading> => {
    const before = await cpuMs(cdp)
    const wall = await timed(...args)
    return { wall, cpu: (await cpuMs(cdp)) - before }
  }
  await page.getByRole('link', { name: 'Posts', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Posts' })).toBeVisible()
  const nav = await read(page, 'nav', counted(COUNT))
  let filter = ANY
  let before = COUNT
  const step = async (control: keyof Filter, value: string) => {
    filter = { ...filter, [control]: value }
    const count = shown(filter)
    expect(count, `${control}=${value} changes the count`).not.toBe(before)
    before = count
    return read(page, control, counted(count), value)
  }
  const filters: Reading[] = []
  for (const [control, value] of FILTERS) filters.push(await step(control, value))
  await step('lead-status', 'won')
  const searches: Reading[] = []
  for (const query of SEARCHES) searches.push(await step('lead-search', query))
  await step('lead-search', '')
  await step('lead-status', 'all')
  return { nav, filters, searches }
}

test(`${COUNT} leads: the list usable within 2 s, each filter and a search within 200 ms, at a phone's CPU`, async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(COUNT > 1000 ? 300_000 : 120_000)
  // A stalled listen's channel, abandoned, is refused by the emulator without CORS headers.
  const listenErrors: string[] = []
  const LISTEN = /\/google\.firestore\.v1\.Firestore\/Listen\/channel/
  page.on('console', (m) => {
    if (m.type() === 'error' && (LISTEN.test(m.text()) || LISTEN.test(m.location().url)))
      listenErrors.push(m.text())
  })
  const failedLoads = () => listenErrors.filter((text) => text.includes('net::ERR_FAILED')).length
  let allFailedLoads = 0
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().includes('net::ERR_FAILED')) allFailedLoads++
  })
  consoleGuard.allow(/Firestore\/Listen\/channel.*blocked by CORS policy/)
  consoleGuard.allow(/^Failed to load resource: net::ERR_FAILED$/)
  await signIn(page, LOCAL_OWNER, '/admin/leads/')
  await listReady(page)

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
  // Cold: the desk's code, the session from IndexedDB, the listener's first documents.
  await page.goto('/admin/leads/')
  const cold = await listReady(page)
  const throttled = await rounds(page, cdp)
  // Unthrottled for the CPU times: Chrome's throttling spins the thread it slows (up to 9× here).
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  const measured = await rounds(page, cdp)
  // The list's address keeps its filter (docs/desk.md): opened cold, it shows that filter's leads.
  const address = { ...ANY, 'lead-status': 'won', 'lead-source': 'fall', 'lead-city': 'cary' }
  const opened = Date.now()
  await page.goto('/admin/leads/?status=won&source=fall&city=cary')
  const exactly = new RegExp(`^${counted(shown(address))}$`)
  await expect(page.getByRole('status').filter({ hasText: exactly })).toBeVisible({
    timeout: 45_000,
  })
  const filteredCold = Date.now() - opened

  const ms = (values: number[]) => values.map(Math.round).join(', ')
  const phone = (readings: Reading[]) => median(readings.map((r) => r.cpu)) * SLOWDOWN
  const figures = {
    'list usable, page opened cold, wall at 4× (ms)': cold,
    'a filtered address opened cold, wall (ms)': filteredCold,
    'list from the desk navigation: CPU × 4, wall at 4× (ms)': ms([
      measured.nav.cpu * SLOWDOWN,
      throttled.nav.wall,
    ]),
    'filters: CPU × 4, median (ms)': Math.round(phone(measured.filters)),
    'filters: CPU, each (ms)': ms(measured.filters.map((r) => r.cpu)),
    'filters: wall at 4×, each (ms)': ms(throttled.filters.map((r) => r.wall)),
    'search: CPU × 4, median (ms)': Math.round(phone(measured.searches)),
    'search: CPU, each (ms)': ms(measured.searches.map((r) => r.cpu)),
    'search: wall at 4×, each (ms)': ms(throttled.searches.map((r) => r.wall)),
  }
  // Only after a stall, and only the listen's channel.
  expect(stalls > 0 ? [] : listenErrors, 'the listen channel failed without a stall').toEqual([])
  expect(allFailedLoads, 'failed loads other than the listen channel').toBe(failedLoads())
  console.log(`Office benchmark, ${COUNT} leads:`, figures)
  test.info().annotations.push({ type: 'benchmark', description: JSON.stringify(figures) })
  // Issue 24's limits are for 1000 leads; another count is a measurement (docs/performance.md).
  if (COUNT !== 1000) return
  expect(measured.nav.cpu * SLOWDOWN, 'list from the navigation').toBeLessThanOrEqual(2000)
  expect(phone(measured.filters), 'filters').toBeLessThanOrEqual(200)
  expect(phone(measured.searches), 'search').toBeLessThanOrEqual(200)
})
