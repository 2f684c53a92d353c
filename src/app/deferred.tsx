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

// Until the first client-side navigation, every render is part of hydrating the first page (React
// hydrates Suspense boundaries after the shell has committed, so "the shell has mounted" is not
// the signal).
let navigated = false
const pending = new Set<() => void>()

/** Nothing waits for visibility any more. */
export function releaseDeferred(): void {
  navigated = true
  for (const release of pending) release()
  pending.clear()
}

interface RouterState {
  location: { key: string }
  navigation: { state: string }
}
interface NavigationSource {
  state: RouterState
  subscribe(listener: (state: RouterState) => void): () => void
}

/**
 * Releases the deferred parts as soon as the router starts a navigation (a link, back/forward, a
 * search-parameter change), before React renders it. It cannot wait for the new page to render:
 * the router renders navigations in a transition, and React holds a transition that reaches a
 * part still waiting to hydrate (the route context changes under it) until that part hydrates,
 * which would hold the navigation until the visitor scrolled.
 */
export function releaseOnNavigation(router: NavigationSource): void {
  const first = router.state.location.key
  const unsubscribe = router.subscribe((state) => {
    if (state.location.key === first && state.navigation.state === 'idle') return
    releaseDeferred()
    unsubscribe()
  })
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
 * Loads the part's code; if that fails (offline), tries again when the connection returns. Until
 * then the part stays as the server rendered it, readable but not yet interactive, instead of
 * turning into an error.
 */
async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load()
    } catch (error) {
      if (typeof window === 'undefined') throw error
      await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))
    }
  }
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
    if (!import.meta.env.SSR && !navigated) await whenNear(anchor)
    return { default: await loadWhenOnline(load) }
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
