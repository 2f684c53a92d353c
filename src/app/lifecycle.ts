import { HYDRATED_ATTRIBUTE } from './markers'

export { HYDRATED_ATTRIBUTE }

let started = false
let navigated = false
let router: NavigationSource | null = null
let leftFirstPage = false
const onNavigate = new Set<() => void>()
const onLeave = new Set<() => void>()

export function markAppStarted(): void {
  started = true
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true')
}

export function appStarted(): boolean {
  return started
}

export function hasNavigated(): boolean {
  return navigated
}

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

export function onFirstNavigation(listener: () => void): () => void {
  return subscribe(onNavigate, navigated, listener)
}

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

// A navigation counts when the router starts it, before React renders it (see deferred.tsx).
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

// A failure mid-navigation is the navigation's business (./RouteError.tsx).
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

export function resetLifecycleForTests(): void {
  started = false
  navigated = false
  leftFirstPage = false
  router = null
  onNavigate.clear()
  onLeave.clear()
}

/**
 * Resolves once the browser has painted: a frame callback runs just before the paint, a timeout
 * after it. A page the browser draws no frame for (hidden, or a stalled headless one) is not held
 * past a quarter second. Work that can wait for it leaves a tap's own response first (INP).
 */
export const afterPaint = (): Promise<void> =>
  new Promise((painted) => {
    requestAnimationFrame(() => setTimeout(painted))
    setTimeout(painted, 250)
  })
