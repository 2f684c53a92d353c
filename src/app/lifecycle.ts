/**
 * The one place that answers "has the app started?" and "has the visitor navigated?". Every page
 * is complete pre-rendered HTML first; the app starts later (scripts/prerender/startAfterLoad.ts) and
 * hydrates it, and until the first client-side navigation every render is part of hydrating that
 * first page. Several parts behave differently across those moments (deferred parts, the head
 * manager, the page fade, hash targets, the start-up loader), and they all ask here.
 *
 * The state is per page load and only ever moves forward. On the server nothing starts or
 * navigates, so every answer there is "not yet".
 */

import { HYDRATED_ATTRIBUTE } from './markers'

export { HYDRATED_ATTRIBUTE }

let started = false
let navigated = false
let router: NavigationSource | null = null
let leftFirstPage = false
const onNavigate = new Set<() => void>()
const onLeave = new Set<() => void>()

/** Called once by the shell when it has hydrated. */
export function markAppStarted(): void {
  started = true
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true')
}

/** Whether the shell has hydrated (the app handles what the visitor does). */
export function appStarted(): boolean {
  return started
}

/** Whether a client-side navigation has started: any change of location, query or hash. */
export function hasNavigated(): boolean {
  return navigated
}

/** Whether the visitor has been on another page than the first (a change of path). */
export function hasLeftFirstPage(): boolean {
  return leftFirstPage
}

function subscribe(listeners: Set<() => void>, done: boolean, listener: () => void): () => void {
  if (done) {
    listener()
    return () => {}
  }
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Runs `listener` when the first navigation starts (at once if it has). */
export function onFirstNavigation(listener: () => void): () => void {
  return subscribe(onNavigate, navigated, listener)
}

/** Runs `listener` when the visitor first reaches another page (at once if they have). */
export function onLeavingFirstPage(listener: () => void): () => void {
  return subscribe(onLeave, leftFirstPage, listener)
}

function fire(listeners: Set<() => void>): void {
  for (const listener of [...listeners]) listener()
  listeners.clear()
}

interface RouterState {
  location: { key: string; pathname: string }
  navigation: { state: string; location?: { pathname: string } | undefined }
}
interface NavigationSource {
  state: RouterState
  subscribe(listener: (state: RouterState) => void): () => void
}

/**
 * Follows the router from the start. A navigation counts as soon as the router starts it, before
 * React renders it: the router renders navigations in a transition, and a transition that reaches
 * a deferred part still waiting to hydrate is held until that part hydrates (see deferred.tsx).
 */
export function followRouter(source: NavigationSource): void {
  router = source
  const first = source.state.location
  const unsubscribe = source.subscribe((state) => {
    const moving = state.location.key !== first.key || state.navigation.state !== 'idle'
    if (moving && !navigated) {
      navigated = true
      fire(onNavigate)
    }
    const path = state.navigation.location?.pathname ?? state.location.pathname
    if (path !== first.pathname && !leftFirstPage) {
      leftFirstPage = true
      fire(onLeave)
    }
    if (navigated && leftFirstPage) unsubscribe()
  })
}

/**
 * Resolves once no navigation is under way (at once when none is). Something that fails while
 * the visitor is moving to another page is that navigation's business: the route's own error
 * handling reloads the target when its code is gone (src/app/RouteError.tsx).
 */
export function whenNavigationSettles(): Promise<void> {
  const source = router
  if (!source || source.state.navigation.state === 'idle') return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = source.subscribe((state) => {
      if (state.navigation.state !== 'idle') return
      unsubscribe()
      resolve()
    })
  })
}

/** For tests: back to a fresh page load. */
export function resetLifecycleForTests(): void {
  started = false
  navigated = false
  leftFirstPage = false
  router = null
  onNavigate.clear()
  onLeave.clear()
}
