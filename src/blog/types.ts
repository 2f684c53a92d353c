/** A cover as served: committed variants from the snapshot; runtime posts carry only `src`. */
export interface CoverImage {
  /** Site path (or, for posts newer than the build, the editor's URL) of the fallback image. */
  src: string
  width: number
  height: number
  /** `srcset` strings of the committed variants; absent for posts read at runtime. */
  avif?: string
  webp?: string
  /** The URL or path the editor gave, kept so a failed download can reuse the last good copy. */
  source: string
}

/** A body image the snapshot kept: the writer's address (`source`) and the copy served instead. */
export interface BodyImage {
  source: string
  src: string
  width: number
  height: number
  /** `srcset` of the WebP variants. */
  webp: string
}

/** A published blog post as the site uses it (validated and reshaped by the snapshot script). */
export interface BlogPost {
  id: string
  slug: string
  title: string
  excerpt: string
  author: string
  tags: string[]
  /** ISO 8601 date-time (UTC). */
  publishedAt: string
  /** ISO 8601 date-time (UTC) of the last save, when the editor recorded one. */
  updatedAt?: string
  /** Markdown source. */
  content: string
  seo: {
    title: string
    /** Site path of the cover image, or null when the post has none. */
    ogImage: string | null
    /** What the cover shows, in words (written in the desk; absent on older posts). */
    ogImageAlt?: string
  }
  cover: CoverImage | null
  /** The body's images served from the site (absent when the body has none the snapshot kept). */
  bodyImages?: BodyImage[]
}

export type PostSummary = Omit<BlogPost, 'content' | 'bodyImages'>

/** A post ready to show: the body already converted to sanitised HTML. */
export type RenderedPost = PostSummary & { html: string }

export interface BlogListData {
  posts: PostSummary[]
}

/** Loader data of /blog/{slug}/: a pre-rendered post, or the shell for a post newer than it. */
export type BlogPostData = { kind: 'post'; post: RenderedPost } | { kind: 'shell' }

export function toSummary(post: BlogPost): PostSummary {
  const { content: _content, bodyImages: _images, ...summary } = post
  return summary
}
