import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('build-time route data', () => {
  it('gives the route table its loaders and static paths at build', async () => {
    const { pageRoutes } = await import('../routes')
    const routeData = await import('./routeData')
    const named = new Set<unknown>(Object.values(routeData))
    const withData = pageRoutes.filter((route) => route.loader || route.staticPaths)
    expect(withData.map((route) => route.path)).toContain('/blog/:slug/')
    for (const route of withData) {
      if (route.loader) expect(named.has(route.loader), route.path).toBe(true)
      if (route.staticPaths) expect(named.has(route.staticPaths), route.path).toBe(true)
    }
    expect(await routeData.serviceAreaPaths()).toContain('/service-areas/raleigh/')
  })

  it('gives the browser none: it reads the pre-rendered JSON instead', async () => {
    vi.stubEnv('SSR', false)
    const { atBuild } = await import('./buildData')
    const { pageRoutes } = await import('../routes')
    expect(atBuild).toBeUndefined()
    expect(pageRoutes.filter((route) => route.loader || route.staticPaths)).toEqual([])
  })
})
