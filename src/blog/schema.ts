// firestore.rules repeats this shape (src/blog/rules.test.ts keeps them in step).
import { z } from 'zod'
import { markdownIssue } from './markdownBounds'
import { SLUG_PATTERN } from './slug'
import type { BlogPost } from './types'

export { comparePosts, dedupeBySlug } from './order'

export const POST_STATUSES = ['draft', 'published'] as const
export type PostStatus = (typeof POST_STATUSES)[number]

/** In UTF-16 code units, as the rules' `size()` counts them. */
export const CONTENT_MAX_LENGTH = 100_000
/** At most this many tags (the security rules check each tag by position). */
export const MAX_TAGS = 10

export const TEXT_MAX_LENGTH = {
  slug: 100,
  title: 200,
  excerpt: 400,
  author: 100,
  tag: 40,
  seoTitle: 200,
  ogImage: 2048,
} as const

/** https: or a path on this site; never `//host` nor `/\host`, which browsers read alike. */
export const COVER_URL_PATTERN = /^(https:\/\/[^\s\\]+|\/[^/\s\\][^\s\\]*)$/

/** From the first year (inclusive) to the second (exclusive). */
export const PUBLISHED_YEARS = [2000, 2100] as const

export const REQUIRED_POST_FIELDS = [
  'slug',
  'title',
  'excerpt',
  'author',
  'tags',
  'status',
  'publishedAt',
  'content',
  'seo',
] as const
export const OPTIONAL_POST_FIELDS = ['updatedAt'] as const

/** Timestamps and dates; text is refused, as the rules and a visitor's query need a timestamp. */
function toIso(value: unknown): string | null {
  let date: Date | null = null
  if (value instanceof Date) date = value
  else if (value && typeof (value as { toDate?: unknown }).toDate === 'function')
    date = (value as { toDate: () => Date }).toDate()
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null
}

function isoOrIssue(value: unknown, ctx: z.RefinementCtx): string {
  const iso = toIso(value)
  if (iso !== null) {
    const year = Number(iso.slice(0, 4))
    if (year >= PUBLISHED_YEARS[0] && year < PUBLISHED_YEARS[1] && !iso.startsWith('+')) return iso
    ctx.addIssue({
      code: 'custom',
      message: `must be a date from ${PUBLISHED_YEARS[0]} to ${PUBLISHED_YEARS[1] - 1}`,
    })
    return z.NEVER
  }
  ctx.addIssue({
    code: 'custom',
    message:
      value === undefined
        ? 'is missing'
        : typeof value === 'string'
          ? 'must be a timestamp, not text'
          : 'is not a valid date',
  })
  return z.NEVER
}

const timestamp = z.unknown().transform(isoOrIssue)

const text = z.string({
  error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a string'),
})

const bounded = (max: number) => text.max(max, `is longer than ${max} characters`)

export const SEO_FIELDS = ['title', 'ogImage', 'ogImageAlt'] as const
export const ALT_MAX_LENGTH = 300

const seoSchema = z.object(
  {
    title: bounded(TEXT_MAX_LENGTH.seoTitle),
    ogImage: z
      .string({ error: 'must be a string or null' })
      .max(TEXT_MAX_LENGTH.ogImage, `is longer than ${TEXT_MAX_LENGTH.ogImage} characters`)
      .refine((v) => v.trim() === '' || COVER_URL_PATTERN.test(v), {
        message: 'must be an https:// address or a path on this site (starting with /)',
      })
      .trim()
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    ogImageAlt: z
      .string({ error: 'must be a string' })
      .trim()
      .max(ALT_MAX_LENGTH, `is longer than ${ALT_MAX_LENGTH} characters`)
      .optional(),
  },
  { error: (issue) => (issue.input === undefined ? 'is missing' : 'must be an object') },
)

/** Reading ignores fields this site does not know. */
export const postDocumentSchema = z.object({
  slug: bounded(TEXT_MAX_LENGTH.slug).regex(
    SLUG_PATTERN,
    'must be lowercase words joined by hyphens (a-z, 0-9, -)',
  ),
  title: bounded(TEXT_MAX_LENGTH.title).trim().min(1, 'is empty'),
  excerpt: bounded(TEXT_MAX_LENGTH.excerpt),
  author: bounded(TEXT_MAX_LENGTH.author).trim().min(1, 'is empty'),
  tags: z
    .array(bounded(TEXT_MAX_LENGTH.tag).trim().min(1, 'has an empty tag'), {
      error: (issue) => (issue.input === undefined ? 'is missing' : 'must be a list of strings'),
    })
    .max(MAX_TAGS, `has more than ${MAX_TAGS} tags`),
  status: z.enum(POST_STATUSES, { error: 'must be "draft" or "published"' }),
  publishedAt: timestamp,
  updatedAt: timestamp.optional(),
  content: text
    .max(CONTENT_MAX_LENGTH, `is longer than ${CONTENT_MAX_LENGTH} characters`)
    // Read and written alike: a body past the bounds is never rendered (decision 0037).
    .superRefine(markdownIssue()),
  seo: seoSchema,
})

/** Writing allows nothing else, as firestore.rules demands of an editor's write. */
export const postWriteSchema = z.strictObject({
  ...postDocumentSchema.shape,
  seo: z.strictObject(seoSchema.shape, {
    error: (issue) => (issue.input === undefined ? 'is missing' : 'must be an object'),
  }),
})

export type PostDocument = z.output<typeof postDocumentSchema>

export interface PostIssue {
  field: string
  message: string
}

export type ParseResult =
  | { ok: true; post: PostDocument }
  | { ok: false; problems: string[]; issues: PostIssue[] }

function parseWith(schema: z.ZodType<PostDocument>, data: unknown): ParseResult {
  const result = schema.safeParse(data)
  if (result.success) return { ok: true, post: result.data }
  const issues = result.error.issues.flatMap((issue): PostIssue[] => {
    const field = issue.path.map(String).join('.')
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({
        field: field ? `${field}.${key}` : key,
        message: 'is not a post field',
      }))
    return [{ field: field || 'document', message: issue.message }]
  })
  return { ok: false, issues, problems: issues.map((i) => `${i.field} ${i.message}`) }
}

export function parsePostDocument(data: unknown): ParseResult {
  return parseWith(postDocumentSchema, data)
}

export function validatePostWrite(data: unknown): ParseResult {
  return parseWith(postWriteSchema, data)
}

export function isPublic(post: { status: PostStatus; publishedAt: string }, now: Date): boolean {
  return post.status === 'published' && Date.parse(post.publishedAt) <= now.getTime()
}

export function toBlogPost(id: string, doc: PostDocument, cover: BlogPost['cover']): BlogPost {
  return {
    id,
    slug: doc.slug,
    title: doc.title,
    excerpt: doc.excerpt,
    author: doc.author,
    tags: doc.tags,
    publishedAt: doc.publishedAt,
    // Only when recorded, so snapshots of posts never edited keep their exact bytes.
    ...(doc.updatedAt ? { updatedAt: doc.updatedAt } : {}),
    content: doc.content,
    seo: {
      title: doc.seo.title,
      ogImage: cover?.src ?? null,
      ...(cover && doc.seo.ogImageAlt ? { ogImageAlt: doc.seo.ogImageAlt } : {}),
    },
    cover,
  }
}
