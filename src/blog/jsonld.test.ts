import { describe, expect, it } from 'vitest'
import { businessJsonLd } from '../lib/structuredData'
import { blogPostingJsonLd } from './jsonld'
import type { PostSummary } from './types'

const post: PostSummary = {
  id: 'p',
  slug: 'paver-patios',
  title: 'Paver patios',
  excerpt: 'Why pavers.',
  author: 'Marcus Hale',
  tags: ['Patios'],
  publishedAt: '2025-03-05T15:00:00.000Z',
  seo: { title: 'Pavers', ogImage: null },
  cover: null,
}

describe('blogPostingJsonLd', () => {
  it('gives dateModified from updatedAt', () => {
    const data = blogPostingJsonLd({ ...post, updatedAt: '2025-04-01T09:00:00.000Z' })
    expect(data).toMatchObject({
      datePublished: '2025-03-05T15:00:00.000Z',
      dateModified: '2025-04-01T09:00:00.000Z',
    })
  })

  it('gives dateModified from publishedAt when the post was never edited', () => {
    expect(blogPostingJsonLd(post).dateModified).toBe('2025-03-05T15:00:00.000Z')
  })

  it("names the publisher with the site's logo, the business JSON-LD's logo", () => {
    const { logo } = businessJsonLd() as { logo: string }
    expect(blogPostingJsonLd(post).publisher).toMatchObject({
      '@type': 'Organization',
      logo: { '@type': 'ImageObject', url: logo },
    })
    expect(logo).toMatch(/^https?:\/\/.+\/favicon\.svg$/)
  })
})
