import { Feed } from 'feed'
import { SitemapStream, streamToPromise } from 'sitemap'
import type { BlogPost } from '../../src/blog/types'
import type { BuiltPage } from './pages'

export const SITE_NAME = 'Oak & Ember Outdoor Living'

export function absolute(siteUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`
}

export function sitemapPaths(pages: BuiltPage[], siteUrl: string): string[] {
  return pages
    .filter((p) => p.sitemap && p.indexable && p.canonical === absolute(siteUrl, p.path))
    .map((p) => p.path)
    .sort()
}

export async function buildSitemap(
  paths: string[],
  posts: BlogPost[],
  siteUrl: string,
): Promise<string> {
  const lastmod = new Map(posts.map((p) => [`/blog/${p.slug}/`, p.publishedAt]))
  const newestPost = posts.reduce<string | undefined>(
    (max, p) => (!max || p.publishedAt > max ? p.publishedAt : max),
    undefined,
  )
  const stream = new SitemapStream({ hostname: siteUrl })
  for (const path of paths) {
    // Posts carry their date; the listing changes when the newest post does.
    const date = lastmod.get(path) ?? (path === '/blog/' ? newestPost : undefined)
    stream.write({ url: path, ...(date ? { lastmod: date } : {}) })
  }
  stream.end()
  return (await streamToPromise(stream)).toString('utf8')
}

// noindex already, and not worth a crawler's visit either.
export const DISALLOWED_PATHS = ['/admin/']

export function buildRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

export function buildRss(posts: BlogPost[], siteUrl: string): string {
  const feed = new Feed({
    title: `${SITE_NAME} Blog`,
    description:
      'Costs, permits, materials and care for outdoor living in the Raleigh and Triangle area.',
    id: `${siteUrl}/blog/`,
    link: `${siteUrl}/blog/`,
    language: 'en-US',
    favicon: `${siteUrl}/favicon.svg`,
    copyright: `© ${SITE_NAME}`,
    ...(posts[0] ? { updated: new Date(posts[0].publishedAt) } : {}),
    feedLinks: { rss: `${siteUrl}/rss.xml` },
  })
  for (const post of posts) {
    const link = `${siteUrl}/blog/${post.slug}/`
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.excerpt,
      date: new Date(post.publishedAt),
      author: [{ name: post.author }],
      category: post.tags.map((name) => ({ name })),
      ...(post.cover ? { image: absolute(siteUrl, post.cover.src) } : {}),
    })
  }
  return feed.rss2()
}
