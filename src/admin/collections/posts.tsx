// The blog's posts: drafts, published now or on a schedule (docs/decisions/0018, 0023). The one
// way from the form to a `blog-posts` document: the site's schema (the checks firestore.rules
// make) plus the desk's own (a cover needs alt text; a slug must be free).
import { MAX_TAGS, type PostDocument, type PostStatus, validatePostWrite } from '../../blog/schema'
import { postPath, SLUG_PATTERN } from '../../blog/slug'
import type { Problems } from '../content/formProblems'
import { POSTS } from '../content/kinds'
import { posts as postStore } from '../content/stores'
import { formatEastern } from '../eastern'
import { editPostPath, LIST_PATH, newPostPath } from '../paths'
import type { Collection, SaveAction } from './collection'
import { PostFields, PostPreview } from './PostFields'
import { titledCopy } from './shared'

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

// A post already live keeps its date on every later save, "Publish now" included: a correction is
// not a new post (only updatedAt moves).
export function publishedAtFor(
  action: Exclude<SaveAction, 'save'>,
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

const STATES = { draft: 'Drafts', scheduled: 'Scheduled', published: 'Published' } as const
const BADGE = {
  draft: 'bg-stone-200 text-stone-900',
  scheduled: 'bg-ember-100 text-ember-900',
  published: 'bg-forest-100 text-forest-900',
} as const
const STATE_LABEL = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const

const snippet = (content: string) => {
  const line = content.replace(/\s+/g, ' ').trim()
  return line.length > 90 ? `${line.slice(0, 90)}…` : line || '(no text)'
}

export const posts: Collection<PostDocument, PostFormValues> = {
  name: 'posts',
  kind: POSTS,
  store: postStore,
  publishing: 'post',
  labels: {
    noun: 'post',
    list: {
      title: 'Posts',
      back: '← All posts',
      path: LIST_PATH,
      add: { label: 'New post', path: newPostPath() },
      empty: 'No posts yet.',
      invalid: 'Documents the site cannot read',
    },
    heading: (stored) => (stored ? 'Edit post' : 'New post'),
    fields: FIELD_LABELS,
  },
  toValues: (doc) => (doc ? formFromDocument(doc) : EMPTY_FORM),
  toDoc: (values, { stored, action, at, now, others }) => {
    const status: PostStatus = action === 'draft' || action === 'unpublish' ? 'draft' : 'published'
    // A post already live keeps its date (publishedAtFor); only a first publish or a schedule sets it.
    const when = publishedAtFor(action === 'save' ? 'update' : action, stored ?? undefined, at, now)
    const final = action === 'update' && stored ? stored.status : status
    const document = documentFromForm(values, final, when === 'server' ? now : when, now)
    const errors = validateForm(values, document, new Set(others.map((p) => p.doc.slug)))
    if (hasErrors(errors)) return { problems: errors as Problems }
    const { updatedAt: _stampedBySave, publishedAt, ...fields } = document
    return {
      doc: { ...fields, publishedAt: publishedAt.toISOString() },
      stamped: when === 'server' ? ['publishedAt'] : [],
    }
  },
  Fields: PostFields,
  Preview: PostPreview,
  isLive: (doc, now) => postState(doc, now) === 'published',
  whereLive: (doc) => `at ${postPath(doc.slug)}`,
  publicPath: (doc) => postPath(doc.slug),
  editPath: editPostPath,
  copy: titledCopy,
  title: (doc) => doc.title,
  summary: (doc) => `${doc.title} — ${snippet(doc.content)}`,
  readsOthers: true,
  order: (a, b) => newestFirst({ id: '', doc: a }, { id: '', doc: b }),
  listItem: ({ doc }) => {
    const state = postState(doc, new Date())
    return {
      title: doc.title,
      note: (
        <>
          <span className={`rounded-full px-2.5 py-0.5 font-semibold ${BADGE[state]}`}>
            {STATE_LABEL[state]}
          </span>{' '}
          {formatEastern(new Date(doc.publishedAt), new Date(), { capital: true })}
        </>
      ),
    }
  },
  listing: {
    states: STATES,
    stateOf: postState,
    upcoming: (doc, now) =>
      postState(doc, now) === 'scheduled' ? new Date(doc.publishedAt) : null,
  },
  deleteMessage: (_, live) =>
    `${live ? 'It leaves the blog’s list at once; its pre-rendered page goes with the build it asks for. ' : ''}For 30 days it can be restored, as a draft, from “Recently deleted” under the posts.`,
}
