export interface CoverImage {
  src: string
  width: number
  height: number
  avif?: string
  webp?: string
  /** The URL or path the editor gave, kept so a failed download can reuse the last good copy. */
  source: string
}

export interface BodyImage {
  source: string
  src: string
  width: number
  height: number
  webp: string
}

export interface BlogPost {
  id: string
  slug: string
  title: string
  excerpt: string
  author: string
  tags: string[]
  publishedAt: string
  updatedAt?: string
  content: string
  seo: {
    title: string
    ogImage: string | null
    ogImageAlt?: string
  }
  cover: CoverImage | null
  bodyImages?: BodyImage[]
}

export type PostSummary = Omit<BlogPost, 'content' | 'bodyImages'>

export type RenderedPost = PostSummary & { html: string }

export interface BlogListData {
  posts: PostSummary[]
}

export type BlogPostData = { kind: 'post'; post: RenderedPost } | { kind: 'shell' }

export function toSummary(post: BlogPost): PostSummary {
  const { content: _content, bodyImages: _images, ...summary } = post
  return summary
}
