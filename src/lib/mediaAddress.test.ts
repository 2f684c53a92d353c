import { describe, expect, it } from 'vitest'
import { indexKey, mediaHashesIn, mediaHashOf, mediaUsesIn, parseIndexKey } from './mediaAddress'

const [A, B, C, D] = ['a', 'b', 'c', 'd'].map((x) => x.repeat(64)) as [
  string,
  string,
  string,
  string,
]

describe('where a document uses uploaded photos', () => {
  it('finds a post’s body images with their alt text, its cover with the cover’s alt, and nothing else', () => {
    const post = {
      title: 'Deck',
      content: `Intro.\n\n![A deck at dusk](/api/media/${A})\n\n![ Same deck ](/api/media/${A}/ "title")\n\n<img src="/api/media/${B}">\n\n![Site art](/blog-media/art/x.svg)`,
      seo: { title: '', ogImage: `/api/media/${C}`, ogImageAlt: 'The cover' },
      // A timestamp or a sentinel is no plain object: never walked into.
      publishedAt: new Date(),
    }
    expect(mediaUsesIn(post)).toEqual(
      new Map([
        [A, ['A deck at dusk', 'Same deck']],
        [B, []],
        [C, ['The cover']],
      ]),
    )
  })

  it('finds a project’s upload photos, in its list and its pairs, and leaves the site’s own pictures', () => {
    const project = {
      cover: { source: { kind: 'upload', hash: A }, alt: 'Stone patio' },
      photos: [
        { source: { kind: 'upload', hash: A }, alt: 'Stone patio' },
        { source: { kind: 'asset', key: 'projectGardenRetreatBefore' }, alt: 'Garden' },
      ],
      pairs: [{ before: { source: { kind: 'upload', hash: D }, alt: 'Before' }, after: {} }],
      story: 'No photo in words.',
    }
    expect(mediaUsesIn(project)).toEqual(
      new Map([
        [A, ['Stone patio']],
        [D, ['Before']],
      ]),
    )
    expect(mediaHashesIn({ document: project })).toEqual([A, D])
    expect(mediaHashesIn(null)).toEqual([])
    expect(mediaHashesIn({ source: { kind: 'upload', hash: 'short' } })).toEqual([])
  })

  it('reads addresses and index keys both ways', () => {
    expect(mediaHashOf(` /api/media/${A}/ `)).toBe(A)
    expect(mediaHashOf(`/api/media/${A}/x`)).toBeNull()
    expect(parseIndexKey(indexKey('blog-posts', 'p1'))).toEqual({
      collection: 'blog-posts',
      id: 'p1',
    })
    expect(parseIndexKey('blog-posts/p1')).toBeNull()
    expect(parseIndexKey('../x:y')).toBeNull()
  })
})
