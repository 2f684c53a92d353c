// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  appStarted,
  followRouter,
  hasLeftFirstPage,
  hasNavigated,
  markAppStarted,
  onFirstNavigation,
  onLeavingFirstPage,
  resetLifecycleForTests,
} from './lifecycle'

type State = {
  location: { key: string; pathname: string }
  navigation: { state: string; location?: { pathname: string } }
}

function fakeRouter(pathname: string) {
  const listeners = new Set<(state: State) => void>()
  const router = {
    state: { location: { key: 'default', pathname }, navigation: { state: 'idle' } } as State,
    subscribe(listener: (state: State) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit(state: State) {
      router.state = state
      for (const listener of [...listeners]) listener(state)
    },
    listeners,
  }
  return router
}

afterEach(() => {
  resetLifecycleForTests()
  document.documentElement.removeAttribute('data-hydrated')
})

describe('lifecycle', () => {
  it('knows when the shell has hydrated, and marks <html> for the loader and the tests', () => {
    expect(appStarted()).toBe(false)
    markAppStarted()
    expect(appStarted()).toBe(true)
    expect(document.documentElement.getAttribute('data-hydrated')).toBe('true')
  })

  it('counts a navigation from its start, and leaving the first page only on a new path', () => {
    const router = fakeRouter('/blog/')
    followRouter(router)
    const navigated = vi.fn()
    const left = vi.fn()
    onFirstNavigation(navigated)
    onLeavingFirstPage(left)

    // A filter (?tag=) is a navigation on the same page.
    router.emit({ location: { key: 'a', pathname: '/blog/' }, navigation: { state: 'idle' } })
    expect(hasNavigated()).toBe(true)
    expect(navigated).toHaveBeenCalledTimes(1)
    expect(hasLeftFirstPage()).toBe(false)

    // Leaving counts as soon as the router starts loading the next page.
    router.emit({
      location: { key: 'a', pathname: '/blog/' },
      navigation: { state: 'loading', location: { pathname: '/faq/' } },
    })
    expect(hasLeftFirstPage()).toBe(true)
    expect(left).toHaveBeenCalledTimes(1)
    expect(router.listeners.size).toBe(0) // nothing left to learn: unsubscribed

    // Later subscribers are told at once.
    const late = vi.fn()
    onLeavingFirstPage(late)
    expect(late).toHaveBeenCalledTimes(1)
    expect(navigated).toHaveBeenCalledTimes(1)
  })

  it('says "not yet" until then', () => {
    followRouter(fakeRouter('/'))
    expect(hasNavigated()).toBe(false)
    expect(hasLeftFirstPage()).toBe(false)
  })
})
