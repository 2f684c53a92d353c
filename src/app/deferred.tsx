// Parts hydrate when near the viewport or used: docs/decisions/0002-deferred-hydration.md
import { type ComponentType, lazy, memo, Suspense } from 'react'
import { afterPaint, hasNavigated, onFirstNavigation, whenNavigationSettles } from './lifecycle'
import { recoverThisPage } from './staleBuild'

const pending = new Set<() => void>()

// React holds a navigation's transition until every waiting part it reaches hydrates.
function releaseDeferred(): void {
  for (const release of pending) release()
  pending.clear()
}
if (typeof window !== 'undefined') onFirstNavigation(releaseDeferred)

function whenNear(anchor: string): Promise<void> {
  const element = document.querySelector(`[data-defer="${anchor}"]`)
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const release = () => {
      observer.disconnect()
      pending.delete(release)
      resolve()
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release()
      },
      // At least a strip of the part must be on screen: the first screen itself never waits.
      { rootMargin: '0px 0px -40px 0px' },
    )
    observer.observe(element)
    pending.add(release)
  })
}

/**
 * The events of a press that React would try to hydrate a waiting part for, or queue to replay,
 * with no code to run: at 4× slowdown that work held a first tap ~30 ms (decision 0016).
 * Stopped at the document, they leave the browser's own answer (a radio checked, a field focused)
 * for the part to adopt when it arrives. Listeners that must still hear them capture there too.
 * The first five are the ones that reach for the part (one string: the shell's budget is tight).
 */
const HELD =
  'pointerdown focusin keydown input change click pointercancel pointerover pointerout pointerup touchstart touchend mousedown mouseup'.split(
    ' ',
  )

// On the document, capturing: it hears an event before React's root does. A key, a focus or an
// input starts the part's code at once; a press once it has ended (its click, or the browser
// taking it for a scroll) and painted: hydrating between the finger's down and up would hold the
// tap's own response.
export function whenReachedFor(anchor: string): Promise<void> {
  const element = document.querySelector(`[data-defer="${anchor}"]`)
  if (!element) return Promise.resolve()
  return new Promise((resolve) => {
    let pressed = false
    const onEvent = (event: Event) => {
      const { type, target } = event
      // A target is a node here: what is sent to the window never passes the document.
      if (!element.contains(target as Node)) return
      event.stopPropagation()
      if (type === 'pointerdown') pressed = true
      else if (!pressed && HELD.indexOf(type) < 5)
        release() // a focus, a key, an input
      else if (pressed && /click|cancel|keydown/.test(type)) {
        afterPaint().then(release)
      }
    }
    const release = () => {
      for (const type of HELD) document.removeEventListener(type, onEvent, true)
      pending.delete(release)
      resolve()
    }
    for (const type of HELD) document.addEventListener(type, onEvent, true)
    pending.add(release)
  })
}

const never = new Promise<never>(() => {})

// Online, a failed load means a replaced build or a broken fetch: one recovery reload, else HTML.
async function loadOrRecover<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load()
    } catch (error) {
      if (typeof window === 'undefined') throw error
      if (navigator.onLine) {
        // Mid-navigation, the page being left may be what failed; recover where the visitor lands.
        await whenNavigationSettles()
        recoverThisPage(error)
        return never
      }
      await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))
    }
  }
}

export interface DeferOptions {
  until?: 'view' | 'use'
  eagerWhen?: () => boolean
}

function holdsInput(anchor: string): boolean {
  const element = document.querySelector(`[data-defer="${anchor}"]`)
  if (!element) return false
  return Array.from(element.querySelectorAll('input, textarea, select')).some((field) => {
    if (field instanceof HTMLSelectElement)
      return Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox'))
      return field.checked !== field.defaultChecked
    return (
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      field.type !== 'hidden' &&
      field.value !== field.defaultValue
    )
  })
}

function whenWanted(anchor: string, { until = 'view', eagerWhen }: DeferOptions): Promise<void> {
  if (until === 'view') return whenNear(anchor)
  return eagerWhen?.() || holdsInput(anchor) ? Promise.resolve() : whenReachedFor(anchor)
}

export function deferred<P extends object>(
  anchor: string,
  load: () => Promise<ComponentType<P>>,
  options: DeferOptions = {},
): ComponentType<P> {
  const Lazy = lazy(async () => {
    if (!import.meta.env.SSR && !hasNavigated()) await whenWanted(anchor, options)
    return { default: await loadOrRecover(load) }
  })
  // Called once per part at module level, never during render: one stable component identity.
  function Deferred(props: P) {
    return (
      <div data-defer={anchor}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    )
  }
  Deferred.displayName = `Deferred(${anchor})`
  // memo: an update reaching a part still waiting to hydrate throws its server HTML away.
  return memo(Deferred) as unknown as ComponentType<P>
}
