import type { BlogPosting, WithContext } from 'schema-dts'
import { site } from '../content/site'
import { absoluteUrl } from '../lib/env'
import type { SeoImage } from '../lib/meta'
import { LOGO_PATH } from '../lib/structuredData'
import { postPath } from './slug'
import type { PostSummary } from './types'

export function blogPostingJsonLd(post: PostSummary): WithContext<BlogPosting> {
  const url = absoluteUrl(postPath(post.slug))
  const image = post.cover ? toAbsolute(post.cover.src) : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt ?? post.publishedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      url: site.url,
      logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO_PATH) },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
    ...(image ? { image } : {}),
  }
}

export function postShareImage(post: PostSummary): SeoImage | undefined {
  if (!post.cover) return undefined
  return {
    url: toAbsolute(post.cover.src),
    alt: post.seo.ogImageAlt || post.title,
    width: post.cover.width,
    height: post.cover.height,
  }
}

function toAbsolute(src: string): string {
  return /^https?:\/\//.test(src) ? src : absoluteUrl(src)
}
