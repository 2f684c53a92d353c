/**
 * One Interaction to Next Paint, read by the web-vitals library on a phone-class CPU. The library
 * is injected into the page by the test (its IIFE build, before any of the site's scripts): it is
 * never part of the site's bundle (e2e/build-output.spec.ts checks).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { type ConsoleGuard, guardPage, waitForHydration } from './fixtures'

/** Chrome DevTools' "4× slowdown", the issue's phone-class CPU. */
export const CPU_SLOWDOWN = 4

/**
 * web-vitals' attribution build as a script for the page. Its IIFE is not among the package's
 * exports (found beside its UMD), and Playwright runs an init script inside a function, so its
 * `var webVitals` is made a global by hand. web-vitals reads the browser's entries in an idle
 * callback; a page here that has just moved focus after a step change can go seconds without one
 * in the headless shell, so the injected copy takes its fallback, a timeout, instead. The entries
 * and their timings are the browser's either way.
 */
function webVitalsScript(): string {
  const dir = dirname(createRequire(import.meta.url).resolve('web-vitals/attribution'))
  const source = readFileSync(join(dir, 'web-vitals.attribution.iife.js'), 'utf8')
  const patched = source.replace('self.requestIdleCallback', 'undefined')
  if (patched === source) throw new Error('web-vitals no longer reads self.requestIdleCallback')
  return `${patched}\nwindow.webVitals = webVitals`
}
const WEB_VITALS = webVitalsScript()

/** What web-vitals reported for the interaction measured, with its breakdown. */
export interface InpReading {
  value: number
  target: string
  inputDelay: number
  processing: number
  presentation: number
}

export interface Interaction {
  path: string
  /** A quote draft in sessionStorage before the page loads (a visitor back mid-way). */
  draft?: Record<string, string>
  /** What must hold before the interaction (the part's code loaded, say). */
  ready?: (page: Page) => Promise<void>
  target: (page: Page) => Locator
  /** Tapped before its part's code has loaded (the tap starts it): not waited for. */
  firstUse?: boolean
}

declare global {
  interface Window {
    inpReadings: (InpReading & { time: number })[]
    /** The event entries of interactions (pointerup, click…), as the browser delivers them. */
    inpEvents: { name: string; time: number; duration: number }[]
    inpListeners: (() => void)[]
  }
}

/**
 * Every INP web-vitals reports, with the interaction's start. durationThreshold 16 (the least the
 * browser allows; web-vitals' default is 40) so that a quick interaction is reported too.
 */
function collectInp(): void {
  window.inpReadings = []
  window.inpEvents = []
  window.inpListeners = []
  const notify = () => {
    for (const listener of window.inpListeners) listener()
  }
  const vitals = (window as unknown as { webVitals: typeof import('web-vitals/attribution') })
    .webVitals
  vitals.onINP(
    ({ value, attribution }) => {
      window.inpReadings.push({
        value,
        time: attribution.interactionTime,
        target: attribution.interactionTarget,
        inputDelay: attribution.inputDelay,
        processing: attribution.processingDuration,
        presentation: attribution.presentationDelay,
      })
      notify()
    },
    { reportAllChanges: true, durationThreshold: 16 },
  )
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId)
        window.inpEvents.push({ name: entry.name, time: entry.startTime, duration: entry.duration })
    notify()
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
}

/**
 * Resolves when the page has what `kind` names for the tap started at `since` or later: its click's
 * event entry (`'painted'`: the browser delivers an entry after the paint that ends it, so its
 * duration is settled), or web-vitals' report of the tap with that click in it (`'reported'`,
 * a value at least the click's duration). Waited for on the page's own notice: polling every frame
 * would add work to the frames being measured.
 *
 * The click, not the first entry: a frame can come between the finger's up (pointerup) and the
 * click the browser makes of the tap. The press's own entries are then delivered, and reported,
 * before the click has even run, and a reading taken then missed the control's work (decision 0033).
 */
function whenInPage(
  page: Page,
  kind: 'painted' | 'reported',
  since: number,
  atLeast = 0,
): Promise<unknown> {
  return page.evaluate(
    ([kind, since, atLeast]) =>
      new Promise((resolve, reject) => {
        const find = () =>
          kind === 'painted'
            ? window.inpEvents.find((event) => event.time >= since && event.name === 'click')
            : window.inpReadings.findLast(
                (reading) => reading.time >= since && reading.value >= atLeast,
              )
        const timer = setTimeout(() => {
          const seen = JSON.stringify([window.inpEvents, window.inpReadings])
          reject(new Error(`nothing ${kind} for the interaction at ${since}: ${seen}`))
        }, 10_000)
        const check = () => {
          const found = find()
          if (!found) return
          clearTimeout(timer)
          resolve(found)
        }
        window.inpListeners.push(check)
        check()
      }),
    [kind, since, atLeast] as const,
  )
}

function seedDraft(draft: Record<string, string>): void {
  // Only on the first load of the tab: the form rewrites it as the visitor goes.
  if (!sessionStorage.getItem('oak-ember:draft:quote'))
    sessionStorage.setItem('oak-ember:draft:quote', JSON.stringify(draft))
}

/** Resolves when React has hydrated the element (it has given it its props). */
function whenLive(target: Locator): Promise<void> {
  return target.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(element).some((key) => key.startsWith('__reactProps$'))
            ? resolve()
            : requestAnimationFrame(check)
        check()
      }),
  )
}

/**
 * Resolves when the page has settled: what a scroll set moving has finished (the header's shadow
 * and blur, the call bar: a visitor taps after reading, not mid-transition), then an idle
 * callback. Two frames first, for the scroll's own updates to start their transitions.
 */
function settle(page: Page): Promise<void> {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame++)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(ending.map((animation) => animation.finished.catch(() => null)))
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 }))
  })
}

/**
 * Measures one interaction on a fresh page (INP is the worst interaction so far, so each
 * measurement has a document of its own): loaded and hydrated at full speed, the control scrolled
 * into view and live (React's handlers attached to it), the page idle; then the CPU is slowed and
 * the control tapped. The reading kept is the one whose interaction started after the slowdown.
 */
export async function measureInp(
  context: BrowserContext,
  guard: ConsoleGuard,
  interaction: Interaction,
): Promise<InpReading> {
  const page = await context.newPage()
  guardPage(page, guard)
  try {
    await page.addInitScript({ content: WEB_VITALS })
    await page.addInitScript(collectInp)
    if (interaction.draft) await page.addInitScript(seedDraft, interaction.draft)
    await page.goto(interaction.path)
    await waitForHydration(page)
    await interaction.ready?.(page)
    const target = interaction.target(page)
    // Mid-screen: at an edge the fixed header or call bar could take the touch.
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    // A control inside a part that hydrates later is live once React has given it its props.
    if (!interaction.firstUse) await whenLive(target)
    const box = await target.boundingBox()
    const x = (box?.x ?? 0) + (box?.width ?? 0) / 2
    const y = (box?.y ?? 0) + (box?.height ?? 0) / 2
    const hit = await target.evaluate(
      (element, [x, y]) => {
        const found = document.elementFromPoint(x ?? 0, y ?? 0)
        return !!found && (element.contains(found) || !!found.closest('label')?.contains(element))
      },
      [x, y],
    )
    if (!hit) throw new Error(`${interaction.path}: a touch at the control's centre misses it`)
    await settle(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const since = await page.evaluate(() => performance.now())
    // A bare touch at the control's centre: a locator's tap would first run Playwright's own
    // checks in the page, and its hit-target listeners would be measured with the interaction.
    await page.touchscreen.tap(x, y)
    // Full speed again once the interaction has painted: web-vitals reports from an idle callback,
    // which a slowed, busy page can put off for seconds.
    const click = (await whenInPage(page, 'painted', since)) as { duration: number }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const reading = (await whenInPage(page, 'reported', since, click.duration)) as InpReading & {
      time: number
    }
    const { time: _time, ...found } = reading
    return found
  } finally {
    await page.close()
  }
}

/** The median of a few readings (the mean of the middle two of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  const [low, high] = [sorted[Math.ceil(middle) - 1], sorted[Math.floor(middle)]]
  return low === undefined || high === undefined ? Number.NaN : (low + high) / 2
}
