/**
 * The shape a `blog-posts` document must have. The snapshot script and the runtime refresh both
 * validate with it, so a post that would be skipped at build time is also never shown live.
 */
import { z } from 'zod'
import { SLUG_PATTERN } from './slug'
import type { BlogPost } from './types'

export { comparePosts, dedupeBySlug } from './order'

/** Firestore Timestamps (admin and web SDKs alike) have `toDate()`; JS dates and ISO strings pass too. */
function toIso(value: unknown): string | null {
  let date: Date | null = null
  if (value instanceof Date) date = value
  else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) date = new Date(value)
  else if (value && typeof (value as { toDate?: unknown }).toDate === 'function')
    date = (value as { toDate: () => Date }).toDate()
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null
}

const publishedAt = z.unknown().transform((value, ctx) => {
  const iso = toIso(value)
  if (iso === null) {
    ctx.addIssue({
      code: 'custom',
      message: value === undefined ? 'is missing' : 'is not a valid date',
    })
    return z.NEVER
  }
  return iso
})

const text = z.string({
  error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a string'),
})

export const postDocumentSchema = z.object({
  slug: text.regex(SLUG_PATTERN, 'must be lowercase words joined by hyphens (a-z, 0-9, -)'),
  title: text.trim().min(1, 'is empty'),
  excerpt: text,
  author: text.trim().min(1, 'is empty'),
  tags: z.array(text.trim().min(1, 'has an empty tag'), {
    error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a list of strings'),
  }),
  status: z.literal('published', { error: 'is not "published"' }),
  publishedAt,
  content: text,
  seo: z.object(
    {
      title: text,
      ogImage: z
        .string({ error: 'must be a string or null' })
        .trim()
        .nullable()
        .optional()
        .transform((v) => (v ? v : null)),
    },
    { error: (issue) => (issue.input === undefined ? 'is missing' : 'must be an object') },
  ),
})

export type PostDocument = z.output<typeof postDocumentSchema>

export type ParseResult = { ok: true; post: PostDocument } | { ok: false; problems: string[] }

/** Validates one document's data; problems read like "publishedAt is not a valid date". */
export function parsePostDocument(data: unknown): ParseResult {
  const result = postDocumentSchema.safeParse(data)
  if (result.success) return { ok: true, post: result.data }
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'document'
    return `${field} ${issue.message}`
  })
  return { ok: false, problems }
}

/** A validated document as a site post (cover decided by the caller). */
export function toBlogPost(id: string, doc: PostDocument, cover: BlogPost['cover']): BlogPost {
  return {
    id,
    slug: doc.slug,
    title: doc.title,
    excerpt: doc.excerpt,
    author: doc.author,
    tags: doc.tags,
    publishedAt: doc.publishedAt,
    content: doc.content,
    seo: { title: doc.seo.title, ogImage: cover?.src ?? null },
    cover,
  }
}
