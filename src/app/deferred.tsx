/**
 * Deferred hydration for parts of a page below the fold. The pre-rendered HTML is complete (the
 * server waits for every part); in the browser, a deferred part's code only loads when the part
 * comes near the viewport, and until then React leaves its server HTML untouched (a dehydrated
 * Suspense boundary). This keeps the first load of a page to the code its first screen needs.
 *
 * Only the first, hydrating render waits for visibility. Anything rendered after that (client
 * navigation) loads at once, and every wait still pending is released by the first navigation,
 * so a part can never stay empty.
 */
import { type ComponentType, lazy, Suspense } from 'react'

let hydrated = false
const pending = new Set<() => void>()

/** Called once the first render has been committed (see Layout). */
export function markHydrated(): void {
  hydrated = true
}

/** Called on the first client-side navigation: nothing waits for visibility any more. */
export function releaseDeferred(): void {
  for (const release of pending) release()
  pending.clear()
}

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
 * Wraps a lazily imported component so it hydrates when near the viewport. `anchor` names the
 * wrapper element it watches; it must be unique among the deferred parts of a page.
 */
export function deferred<P extends object>(
  anchor: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => {
    if (!import.meta.env.SSR && !hydrated) await whenNear(anchor)
    return { default: await load() }
  })
  // A factory called once per part at module level (never during render), so each part keeps one
  // stable component identity.
  // biome-ignore lint/correctness/noComponentHookFactories: see above.
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
  return Deferred
}
