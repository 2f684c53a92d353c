// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import type { BlogPost } from '../../src/blog/types'
import { buildRobots, buildRss, buildSitemap, sitemapPaths } from './feeds'

const SITE = 'https://oakandember.example'

function post(slug: string, publishedAt: string, title = slug): BlogPost {
  return {
    id: slug,
    slug,
    title,
    excerpt: `About ${slug} & more <b>`,
    author: 'Dana',
    tags: ['Patios'],
    publishedAt,
    content: '',
    seo: { title, ogImage: null },
    cover: null,
  }
}

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return doc
}

const posts = [
  post('b', '2025-06-01T00:00:00.000Z', 'Fire & "smoke" <rules>'),
  post('a', '2025-01-01T00:00:00.000Z'),
]

describe('sitemap', () => {
  it('lists sitemap pages that are indexable and their own canonical, posts with lastmod', async () => {
    const pages = [
      { path: '/', canonical: `${SITE}/`, indexable: true, sitemap: true },
      { path: '/events/', canonical: `${SITE}/`, indexable: true, sitemap: false },
      { path: '/service/', canonical: `${SITE}/service/`, indexable: false, sitemap: false },
      { path: '/blog/', canonical: `${SITE}/blog/`, indexable: true, sitemap: true },
      { path: '/blog/a/', canonical: `${SITE}/blog/a/`, indexable: true, sitemap: true },
      { path: '/blog/b/', canonical: `${SITE}/blog/b/`, indexable: true, sitemap: true },
    ]
    const paths = sitemapPaths(pages, SITE)
    expect(paths).toEqual(['/', '/blog/', '/blog/a/', '/blog/b/'])
    const doc = parseXml(await buildSitemap(paths, posts, SITE))
    const urls = [...doc.getElementsByTagName('url')].map((u) => [
      u.getElementsByTagName('loc')[0]?.textContent,
      u.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    ])
    expect(urls).toEqual([
      [`${SITE}/`, null],
      [`${SITE}/blog/`, '2025-06-01T00:00:00.000Z'],
      [`${SITE}/blog/a/`, '2025-01-01T00:00:00.000Z'],
      [`${SITE}/blog/b/`, '2025-06-01T00:00:00.000Z'],
    ])
  })

  it('robots.txt names the sitemap', () => {
    expect(buildRobots(SITE)).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})

describe('rss', () => {
  it('is RSS 2.0 with every post once, titles escaped', () => {
    const doc = parseXml(buildRss(posts, SITE))
    expect(doc.documentElement.getAttribute('version')).toBe('2.0')
    const items = [...doc.getElementsByTagName('item')]
    expect(items.map((i) => i.getElementsByTagName('link')[0]?.textContent)).toEqual([
      `${SITE}/blog/b/`,
      `${SITE}/blog/a/`,
    ])
    expect(items[0]?.getElementsByTagName('title')[0]?.textContent).toBe('Fire & "smoke" <rules>')
  })

  it('is the same text for the same posts (no build clock in it)', () => {
    expect(buildRss(posts, SITE)).toBe(buildRss(posts, SITE))
  })
})
