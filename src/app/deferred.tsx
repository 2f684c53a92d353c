/**
 * Deferred hydration for parts of a page below the fold. The pre-rendered HTML is complete (the
 * server waits for every part); in the browser, a deferred part's code only loads when the part
 * comes near the viewport, and until then React leaves its server HTML untouched (a dehydrated
 * Suspense boundary). This keeps the first load of a page to the code its first screen needs.
 *
 * Only the first, hydrating render waits for visibility. Anything rendered after that (client
 * navigation) loads at once, and every wait still pending is released when the first navigation
 * starts, so a part can never stay empty.
 */
import { type ComponentType, lazy, memo, Suspense } from 'react'
import { hasNavigated, onFirstNavigation, whenNavigationSettles } from './lifecycle'
import { recoverThisPage } from './staleBuild'

// Parts still waiting to come into view; the first navigation releases them all.
const pending = new Set<() => void>()

/**
 * Nothing waits for visibility once the visitor navigates (src/app/lifecycle.ts follows the
 * router): the router renders navigations in a transition, and React holds a transition that
 * reaches a part still waiting to hydrate until that part hydrates, which would hold the
 * navigation until the visitor scrolled.
 */
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

/** What a visitor does to a part that means they are about to use it. */
const REACHING = ['pointerdown', 'focusin', 'keydown', 'input', 'change'] as const

/**
 * Resolves when the visitor reaches for the part (a press, focus, key or input inside it). What
 * they did first is not lost: the pre-rendered controls work natively until the code arrives (a
 * radio is checked, text typed, a form posted as HTML), and the part reads that state on mount.
 *
 * Listened for on the document, in the capture phase: React stops the propagation of an event
 * aimed into a part it has not hydrated yet at its root (it tries to hydrate the part first), so
 * a listener on the part itself would never hear it.
 */
function whenReachedFor(anchor: string): Promise<void> {
  const element = document.querySelector(`[data-defer="${anchor}"]`)
  if (!element) return Promise.resolve()
  return new Promise((resolve) => {
    const onEvent = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) release()
    }
    const release = () => {
      for (const type of REACHING) document.removeEventListener(type, onEvent, true)
      pending.delete(release)
      resolve()
    }
    for (const type of REACHING) document.addEventListener(type, onEvent, true)
    pending.add(release)
  })
}

const never = new Promise<never>(() => {})

/**
 * Loads the part's code. Until it arrives the part stays as the server rendered it: readable, its
 * links links and its forms working HTML forms (they post to their webhook themselves). When the
 * code cannot be loaded:
 * - offline, it tries again when the connection returns;
 * - online, this tab runs a build that has since been replaced (a deploy renamed every file) or
 *   one fetch broke: one full load of the same URL brings the current build, with what was typed,
 *   the scroll position and focus carried over (./staleBuild.ts owns the policy: never twice in
 *   a row for the same page); after that the part stays HTML.
 * The part never turns into an error, and nothing is logged: the browser has reported the failed
 * request itself.
 */
async function loadOrRecover<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load()
    } catch (error) {
      if (typeof window === 'undefined') throw error
      if (navigator.onLine) {
        // Mid-navigation, the page being left may be what failed; recover where the visitor lands.
        await whenNavigationSettles()
        // Reloading or not, the part never turns into an error: it stays HTML.
        recoverThisPage(error)
        return never
      }
      await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))
    }
  }
}

export interface DeferOptions {
  /**
   * `'view'` (the default): when the part comes near the viewport. `'use'`: when the visitor
   * reaches for it, for a part on the first screen whose HTML works on its own (a form), so its
   * code stays out of the page's first load.
   */
  until?: 'view' | 'use'
  /**
   * For `'use'`: at once instead when this is true in the browser (a draft to restore, say). A
   * part whose fields already hold the visitor's input starts at once in any case.
   */
  eagerWhen?: () => boolean
}

/**
 * Whether the visitor has already given the part's fields something: typed or chosen before the
 * app started (nobody was listening yet), or put back by the start-up loader after a recovery
 * reload. Such a part starts at once, so it adopts that input without waiting for more.
 */
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

/**
 * Wraps a lazily imported component so it hydrates when near the viewport (or when used: see
 * DeferOptions). `anchor` names the wrapper element it watches; it must be unique among the
 * deferred parts of a page.
 */
export function deferred<P extends object>(
  anchor: string,
  load: () => Promise<ComponentType<P>>,
  options: DeferOptions = {},
): ComponentType<P> {
  const Lazy = lazy(async () => {
    if (!import.meta.env.SSR && !hasNavigated()) await whenWanted(anchor, options)
    return { default: await loadOrRecover(load) }
  })
  // A factory called once per part at module level (never during render), so each part keeps one
  // stable component identity.
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
  // memo: a re-render of the page around a part still waiting to hydrate (a store update, say)
  // must not reach it. React cannot hydrate a waiting part on demand, so an update that reaches
  // it throws its server HTML away and renders it on the client: an empty box until it loads.
  // Parts take data from src/content (stable objects), so equal props are the rule.
  return memo(Deferred) as unknown as ComponentType<P>
}
