/**
 * The start-up loader: the only script in a page's HTML. It is inlined into every page at build
 * (scripts/prerender/startAfterLoad.ts bundles src/app/startup.inline.ts, and the page's policy allows
 * it by hash), runs in <head> as the parser meets it, and imports the app's entry module:
 *
 * - once the page has loaded and its main image has been painted (the browser's own
 *   largest-contentful-paint report for the `fetchpriority="high"` image, or the first text on a
 *   page without one; the frame after load where there are no such reports), PAINT_WAIT_MS after
 *   load at the latest, and START_LIMIT_MS after it started whatever happens (a load that never
 *   ends); or at once on the visitor's first tap, key or focus. Scripts never share a phone's
 *   link with the first screen, which needs none of them: every page is complete HTML, links are
 *   links and forms are forms.
 * - A tap on a disclosure button (`button[aria-expanded]`: the phone menu, an accordion) before
 *   the app has hydrated cannot be handled by it. The loader notes the state the visitor asked for
 *   (the opposite of what the button showed at their last tap) and, once the shell has hydrated,
 *   clicks it for them unless it already shows that state (React handled the tap while hydrating).
 * - It notes the visit's first touch (the landing URL's campaign parameters and the referring
 *   site) for the forms to send with a lead (src/lib/firstTouch.ts).
 * - As soon as the page's HTML is parsed, before the app starts: it writes the page's path into the
 *   forms' `page` fields, and after a recovery reload (src/app/recovery.ts) it restores what was
 *   typed, the scroll position and focus.
 *
 * Everything comes from `win`, so the tests can run it against a fake window.
 */
import { noteFirstTouch } from '../lib/firstTouch'
import { HYDRATED_ATTRIBUTE } from './markers'
import { restoreAfterRecovery } from './recovery'

/** The longest the code waits, after load, for the report that the main image was painted. */
export const PAINT_WAIT_MS = 1000

/**
 * The longest the code waits at all. A page whose load never ends (an image stalled on a poor
 * connection) still gets its app: analytics, the blog refresh and the parts hydrated on scroll do
 * not wait for a tap that may never come. Lighthouse's and the tests' loads end long before.
 */
export const START_LIMIT_MS = 5000

/** Events that mean the visitor wants the page to respond now. */
export const URGENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

export type StartupWindow = Window & typeof globalThis

interface PaintEntry extends PerformanceEntry {
  element?: Element | null
}

export function startup(win: StartupWindow, importEntry: () => void): void {
  const doc = win.document
  // Where the visit came from, noted on its first page for the forms to send (no cookie).
  noteFirstTouch(win)
  let started = false
  const go = () => {
    if (started) return
    started = true
    importEntry()
  }

  win.setTimeout(go, START_LIMIT_MS)
  for (const type of URGENT_EVENTS)
    win.addEventListener(type, go, { capture: true, once: true, passive: true })

  const afterLoad = () => {
    win.setTimeout(go, PAINT_WAIT_MS)
    const Observer = win.PerformanceObserver
    const main = doc.querySelector('img[fetchpriority=high]')
    if (Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) {
      const observer = new Observer((list) => {
        const painted = (list.getEntries() as PaintEntry[]).some(
          (entry) => !main || entry.element === main,
        )
        if (painted) {
          observer.disconnect()
          win.setTimeout(go)
        }
      })
      observer.observe({ type: 'largest-contentful-paint', buffered: true })
    } else {
      win.requestAnimationFrame(() => win.setTimeout(go))
    }
  }
  if (doc.readyState === 'complete') afterLoad()
  else win.addEventListener('load', afterLoad, { once: true })

  replayEarlyTaps(win)

  const parsed = () => {
    try {
      // The page a form is sent from (the post shell is pre-rendered once for many paths).
      for (const field of doc.querySelectorAll<HTMLInputElement>('form[data-form] [name=page]'))
        field.value = win.location.pathname
      // Only a reload can be a recovery reload (./recovery.ts): other loads leave storage alone,
      // whose first use in a tab is a synchronous round trip to the browser process.
      if (wasReloaded(win)) restoreAfterRecovery(doc, win)
    } catch {
      // A page that cannot be restored is still the page.
    }
  }
  if (doc.readyState === 'loading') win.addEventListener('DOMContentLoaded', parsed, { once: true })
  else parsed()
}

/** Whether this document came from a reload (the recovery reload is one: src/app/staleBuild.ts). */
export function wasReloaded(win: Window): boolean {
  const [entry] = win.performance?.getEntriesByType?.('navigation') ?? []
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'reload'
}

function replayEarlyTaps(win: StartupWindow): void {
  const root = win.document.documentElement
  const expanded = (button: Element) => button.getAttribute('aria-expanded') === 'true'
  let button: Element | null = null
  let wanted = false
  const tap = (event: Event) => {
    const target = event.target as Element | null
    const found = target?.closest?.('button[aria-expanded]')
    if (found) {
      button = found
      wanted = !expanded(found)
    }
  }
  win.addEventListener('click', tap, true)
  new win.MutationObserver((_records, observer) => {
    if (!root.hasAttribute(HYDRATED_ATTRIBUTE)) return
    observer.disconnect()
    win.removeEventListener('click', tap, true)
    if (button?.isConnected && expanded(button) !== wanted) (button as HTMLElement).click()
  }).observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] })
}
