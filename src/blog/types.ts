/** A published blog post as the site uses it (validated and reshaped by the snapshot script). */
export interface BlogPost {
  id: string
  slug: string
  title: string
  excerpt: string
  author: string
  tags: string[]
  /** ISO 8601 date-time. */
  publishedAt: string
  /** Markdown source. */
  content: string
  seo: {
    title: string
    /** Site path of the cover image, or null when the post has none. */
    ogImage: string | null
  }
}
