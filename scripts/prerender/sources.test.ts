import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { projects } from '../../src/content/portfolio'
import { pageRoutes } from '../../src/routes'
import { documentOf, PAGE_SOURCES } from './sources'

describe('documentOf', () => {
  it('names the snapshot document a project page is made from', () => {
    expect(documentOf('/portfolio/garden-retreat/')).toBe(
      'projects/garden-retreat in snapshots/projects.json',
    )
  })

  it('names the spotlight’s project as the site picks it, the first', () => {
    expect(documentOf('/portfolio/project-spotlight/')).toBe(
      `projects/${projects[0]?.id} in snapshots/projects.json`,
    )
  })

  it('names a post by its id, with its slug when they differ', () => {
    expect(documentOf('/blog/year-round-outdoor-living-nc-climate/')).toBe(
      'blog-posts/seed-year-round (slug year-round-outdoor-living-nc-climate) in snapshots/blog-posts.json',
    )
  })

  it('names none for a page made from no document, or from one that is not there', () => {
    expect(documentOf('/faq/')).toBeNull()
    expect(documentOf('/blog/_post/')).toBeNull()
    expect(documentOf('/portfolio/no-such-project/')).toBeNull()
  })

  it('reads the snapshot where the build reads it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sources-'))
    const file = join(dir, 'blog-posts.json')
    writeFileSync(file, JSON.stringify([{ id: 'p1', slug: 'a-post' }]))
    const sources = PAGE_SOURCES.map((source) => ({ ...source, file: () => file }))
    expect(documentOf('/blog/a-post/', sources)).toBe(`blog-posts/p1 (slug a-post) in ${file}`)
  })

  it('lists only routes of the route table', () => {
    const paths = new Set(pageRoutes.map((route) => route.path))
    for (const { route } of PAGE_SOURCES) expect(paths).toContain(route)
  })
})
