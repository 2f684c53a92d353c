import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { imageKeys, imageTable } from './index'

const FIXTURE = new URL('../../../scripts/prerender/fixtures/visible-pages.txt', import.meta.url)

/** The pages each registry image shows on, from the fixture `npm run test:build` holds the build to. */
function pagesByImage(fixture: string): Map<string, Set<string>> {
  const pages = new Map<string, Set<string>>()
  let page = ''
  for (const line of fixture.split('\n')) {
    const file = /^=== (.+)$/.exec(line)?.[1]
    if (file) page = `/${file.replace(/index\.html$/, '').replace(/\.html$/, '')}`
    const key = /^img: \/assets\/([A-Za-z0-9]+)-/.exec(line)?.[1]
    if (key) pages.set(key, (pages.get(key) ?? new Set()).add(page))
  }
  return pages
}

describe('the image table', () => {
  const shown = pagesByImage(readFileSync(FIXTURE, 'utf8'))

  it('says where each image shows, as the built pages do', () => {
    for (const key of imageKeys) {
      expect(imageTable[key].usedOn, key).toEqual([...(shown.get(key) ?? [])].sort())
    }
  })

  it('has a row for every image the pages show', () => {
    expect([...shown.keys()].filter((key) => !(key in imageTable))).toEqual([])
  })
})
