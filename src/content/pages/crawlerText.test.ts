import { describe, expect, it } from 'vitest'
import { pageRoutes } from '../../routes'
import { crawlerText } from './crawlerText'

describe('crawlerText', () => {
  it('gives every route a description, its own or (for twins) its canonical page’s', () => {
    for (const route of pageRoutes) {
      const text = crawlerText[route.path] ?? crawlerText[route.meta.canonicalPath ?? '']
      expect(text?.description, route.path).toMatch(/\S.{19,}/)
    }
  })

  it('names only routes of the table', () => {
    const paths = new Set(pageRoutes.map((route) => route.path))
    for (const key of Object.keys(crawlerText)) expect(paths, key).toContain(key)
  })
})
