import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageRoutes } from '../../routes'
import { pageHeads } from './heads'

describe('pageHeads', () => {
  it('gives every route a description, its own or (for twins) its canonical page’s', () => {
    for (const route of pageRoutes) {
      const text = pageHeads[route.path]
      expect(text?.description, route.path).toMatch(/\S.{19,}/)
      if (route.meta.canonicalPath && pageHeads[route.meta.canonicalPath]?.description)
        expect(text?.description, route.path).toBe(pageHeads[route.meta.canonicalPath]?.description)
    }
  })

  it('names only routes of the table', () => {
    const paths = new Set(pageRoutes.map((route) => route.path))
    for (const key of Object.keys(pageHeads)) expect(paths, key).toContain(key)
  })

  describe('in the browser', () => {
    afterEach(() => {
      vi.unstubAllEnvs()
      vi.resetModules()
    })

    it('keeps titles, robots and canonicals, and no crawler text', async () => {
      vi.stubEnv('SSR', false)
      vi.resetModules()
      const { pageHeads: browser } = await import('./heads')
      expect(Object.keys(browser)).toEqual(Object.keys(pageHeads))
      for (const [path, head] of Object.entries(browser)) {
        const { description: _, keywords: __, ...rest } = pageHeads[path] ?? { title: '' }
        expect(head, path).toStrictEqual(rest)
        expect('description' in head || 'keywords' in head, path).toBe(false)
      }
    })
  })
})
