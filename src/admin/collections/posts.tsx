// The blog's posts: drafts, published now or on a schedule (docs/decisions/0018, 0023).
import type { PostDocument, PostStatus } from '../../blog/schema'
import { postPath } from '../../blog/slug'
import type { Problems } from '../content/formProblems'
import { POSTS } from '../content/kinds'
import { posts as postStore } from '../content/stores'
import { Preview } from '../Preview'
import { editPostPath, LIST_PATH, newPostPath } from '../paths'
import {
  documentFromForm,
  EMPTY_FORM,
  FIELD_LABELS,
  formFromDocument,
  hasErrors,
  type PostFormValues,
  postState,
  publishedAtFor,
  validateForm,
} from '../postForm'
import type { Collection } from './collection'
import { PostFields } from './PostFields'
import { titledCopy } from './shared'

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
    // A post already live keeps its date (postForm.ts); only a first publish or a schedule sets it.
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
  Preview,
  isLive: (doc, now) => postState(doc, now) === 'published',
  whereLive: (doc) => `at ${postPath(doc.slug)}`,
  publicPath: (doc) => postPath(doc.slug),
  editPath: editPostPath,
  copy: titledCopy,
  title: (doc) => doc.title,
  summary: (doc) => `${doc.title} — ${snippet(doc.content)}`,
  readsOthers: true,
  deleteMessage: (_, live) =>
    `${live ? 'It leaves the blog’s list at once; its pre-rendered page goes with the build it asks for. ' : ''}For 30 days it can be restored, as a draft, from “Recently deleted” under the posts.`,
}
