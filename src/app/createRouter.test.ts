// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ADMIN_PATH, routes } from '../routes'
import { createRouter } from './createRouter'

describe('createRouter', () => {
  it('keeps loaders on the pages and drops them on the desk’s and the layout’s', () => {
    const loader = async () => null
    // As vite-react-ssg hands them over: every route with its loader, children too.
    const withLoader = <R extends { children?: R[] }>(route: R): R =>
      route.children
        ? { ...route, loader, children: route.children.map(withLoader) }
        : { ...route, loader }
    const router = createRouter(routes.map(withLoader), { basename: '/' })
    const desk = router.routes.filter((route) => route.path?.startsWith(ADMIN_PATH))
    const layout = router.routes.filter((route) => !route.path?.startsWith(ADMIN_PATH))
    const pages = layout.flatMap((route) => route.children ?? [])
    expect(desk.map((route) => route.path)).toEqual([ADMIN_PATH, `${ADMIN_PATH}*`])
    expect(desk.every((route) => route.loader === undefined)).toBe(true)
    expect(layout.map((route) => [route.path, route.loader])).toEqual([['/', undefined]])
    expect(pages.length).toBeGreaterThan(10)
    expect(pages.every((route) => route.loader === loader)).toBe(true)
    router.dispose()
  })
})

describe('createRouter: a navigation after the tap has painted', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    window.history.replaceState(null, '', '/')
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })
  const site = () => createRouter([{ path: '/', children: [{ path: '/b/' }] }], { basename: '/' })

  it('starts once the frame is drawn, not in the tap', async () => {
    const router = site()
    const done = router.navigate('/b/')
    // Before the frame: the router has not started (no matching, no loader fetch in the tap).
    await vi.advanceTimersByTimeAsync(10)
    expect(router.state.navigation.state).toBe('idle')
    expect(router.state.location.pathname).toBe('/')
    // The frame (16 ms under fake timers), then the timeout after it: long before the fallback.
    await vi.advanceTimersByTimeAsync(10)
    await done
    expect(router.state.location.pathname).toBe('/b/')
    router.dispose()
  })

  it('starts within a quarter second on a page the browser draws no frame for', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0)
    const router = site()
    const done = router.navigate('/b/')
    await vi.advanceTimersByTimeAsync(249)
    expect(router.state.location.pathname).toBe('/')
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(router.state.location.pathname).toBe('/b/')
    router.dispose()
  })
})
