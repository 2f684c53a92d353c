// The one way from the form to a `blog-posts` document: the site's schema (the checks firestore.rules
// make) plus the desk's own (a cover needs alt text; a slug must be free).
import { MAX_TAGS, type PostDocument, type PostStatus, validatePostWrite } from '../blog/schema'
import { SLUG_PATTERN } from '../blog/slug'

export interface PostFormValues {
  title: string
  slug: string
  /** Once the editor types a slug, it no longer follows the title. */
  slugEdited: boolean
  excerpt: string
  author: string
  tags: string[]
  cover: string
  coverAlt: string
  seoTitle: string
  content: string
}

export type FormField = Exclude<keyof PostFormValues, 'slugEdited'>
export type FieldErrors = Partial<Record<FormField | 'form', string>>

export const EMPTY_FORM: PostFormValues = {
  title: '',
  slug: '',
  slugEdited: false,
  excerpt: '',
  author: '',
  tags: [],
  cover: '',
  coverAlt: '',
  seoTitle: '',
  content: '',
}

export interface StoredPost {
  id: string
  doc: PostDocument
}

/** "Décor & Fire: 5 Ideas!" → "decor-fire-5-ideas" (a valid slug, or "" for a title without one). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

export function formFromDocument(doc: PostDocument): PostFormValues {
  return {
    title: doc.title,
    slug: doc.slug,
    slugEdited: true,
    excerpt: doc.excerpt,
    author: doc.author,
    tags: [...doc.tags],
    cover: doc.seo.ogImage ?? '',
    coverAlt: doc.seo.ogImageAlt ?? '',
    seoTitle: doc.seo.title,
    content: doc.content,
  }
}

/** The document to write (dates as Dates; the caller swaps in the server's time where it should). */
export function documentFromForm(
  values: PostFormValues,
  status: PostStatus,
  publishedAt: Date,
  updatedAt: Date,
) {
  const cover = values.cover.trim()
  return {
    slug: values.slug.trim(),
    title: values.title.trim(),
    excerpt: values.excerpt.trim(),
    author: values.author.trim(),
    tags: values.tags.map((t) => t.trim()).filter(Boolean),
    status,
    publishedAt,
    updatedAt,
    content: values.content,
    seo: {
      title: values.seoTitle.trim(),
      ogImage: cover || null,
      ...(cover ? { ogImageAlt: values.coverAlt.trim() } : {}),
    },
  }
}

const FIELD_OF: Record<string, FormField> = {
  slug: 'slug',
  title: 'title',
  excerpt: 'excerpt',
  author: 'author',
  tags: 'tags',
  content: 'content',
  'seo.title': 'seoTitle',
  'seo.ogImage': 'cover',
  'seo.ogImageAlt': 'coverAlt',
}

export const FIELD_LABELS: Record<FormField, string> = {
  title: 'Title',
  slug: 'Slug',
  excerpt: 'Excerpt',
  author: 'Author',
  tags: 'Tags',
  cover: 'Cover image',
  coverAlt: 'Alt text',
  seoTitle: 'SEO title',
  content: 'Body',
}

/** `otherSlugs`: the slugs of every other post. */
export function validateForm(
  values: PostFormValues,
  document: unknown,
  otherSlugs: ReadonlySet<string>,
): FieldErrors {
  const errors: FieldErrors = {}
  const result = validatePostWrite(document)
  if (!result.ok)
    for (const issue of result.issues) {
      const field = FIELD_OF[issue.field] ?? FIELD_OF[issue.field.split('.')[0] ?? '']
      const key = field ?? 'form'
      errors[key] ??= `${field ? FIELD_LABELS[field] : issue.field} ${issue.message}.`
    }
  const slug = values.slug.trim()
  if (!errors.slug && !SLUG_PATTERN.test(slug))
    errors.slug = 'Slug must be lowercase words joined by hyphens (a-z, 0-9, -).'
  if (!errors.slug && otherSlugs.has(slug)) errors.slug = `Another post already uses “${slug}”.`
  if (values.cover.trim() && !values.coverAlt.trim())
    errors.coverAlt =
      'The cover needs alt text before the post can be saved: people who cannot see the image hear it instead. Use “Change cover” to say what it shows.'
  if (values.tags.length > MAX_TAGS) errors.tags = `Tags: at most ${MAX_TAGS}.`
  return errors
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0
}

export type PostState = 'draft' | 'scheduled' | 'published'

export function postState(doc: Pick<PostDocument, 'status' | 'publishedAt'>, now: Date): PostState {
  if (doc.status === 'draft') return 'draft'
  return Date.parse(doc.publishedAt) > now.getTime() ? 'scheduled' : 'published'
}

export function newestFirst(a: StoredPost, b: StoredPost): number {
  return (
    Date.parse(b.doc.publishedAt) - Date.parse(a.doc.publishedAt) ||
    a.doc.title.localeCompare(b.doc.title)
  )
}

export function copySlug(slug: string, taken: ReadonlySet<string>): string {
  const base = `${slug.slice(0, 80).replace(/-+$/, '')}-copy`
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}

export type SaveAction = 'draft' | 'update' | 'publish' | 'schedule' | 'unpublish'

// A post already live keeps its date on every later save, "Publish now" included: a correction is
// not a new post (only updatedAt moves).
export function publishedAtFor(
  action: SaveAction,
  current: Pick<PostDocument, 'status' | 'publishedAt'> | undefined,
  scheduleAt: Date | undefined,
  now: Date,
): Date | 'server' {
  const stored = current ? new Date(current.publishedAt) : null
  const live = current?.status === 'published' && stored !== null && stored <= now
  if (action === 'publish') return live && stored ? stored : 'server'
  if (action === 'schedule' && scheduleAt) return scheduleAt
  return stored ?? now
}
