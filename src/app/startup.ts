// The only script in a page's HTML: docs/decisions/0003-start-up-loader.md. Everything comes
// from `win`, so the tests run it against a fake window.
import { noteFirstTouch } from '../lib/firstTouch'
import { restoreAfterRecovery } from './recovery'

export const PAINT_WAIT_MS = 1000

// A page whose load never ends (a stalled image) still gets its app.
export const START_LIMIT_MS = 5000

export const URGENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const

export type StartupWindow = Window & typeof globalThis

interface PaintEntry extends PerformanceEntry {
  element?: Element | null
}

export function startup(win: StartupWindow, importEntry: () => void): void {
  const doc = win.document
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

  const parsed = () => {
    try {
      // The page a form is sent from (the post shell is pre-rendered once for many paths).
      for (const field of doc.querySelectorAll<HTMLInputElement>('form[data-form] [name=page]'))
        field.value = win.location.pathname
      // Only a reload can be a recovery reload; storage's first use in a tab is a synchronous IPC.
      if (wasReloaded(win)) restoreAfterRecovery(doc, win)
    } catch {
      // A page that cannot be restored is still the page.
    }
  }
  if (doc.readyState === 'loading') win.addEventListener('DOMContentLoaded', parsed, { once: true })
  else parsed()
}

export function wasReloaded(win: Window): boolean {
  const [entry] = win.performance?.getEntriesByType?.('navigation') ?? []
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'reload'
}
