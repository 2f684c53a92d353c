// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
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
