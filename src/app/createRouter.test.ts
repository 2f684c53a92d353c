// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { ADMIN_PATH, routes } from '../routes'
import { createRouter } from './createRouter'

describe('createRouter', () => {
  it('keeps loaders on public routes and drops them on the desk’s', () => {
    const loader = async () => null
    const router = createRouter(
      routes.map((route) => ({ ...route, loader })),
      { basename: '/' },
    )
    const desk = router.routes.filter((route) => route.path?.startsWith(ADMIN_PATH))
    const site = router.routes.filter((route) => !route.path?.startsWith(ADMIN_PATH))
    expect(desk.map((route) => route.path)).toEqual([ADMIN_PATH, `${ADMIN_PATH}*`])
    expect(desk.every((route) => route.loader === undefined)).toBe(true)
    expect(site.length).toBeGreaterThan(0)
    expect(site.every((route) => route.loader === loader)).toBe(true)
    router.dispose()
  })
})
