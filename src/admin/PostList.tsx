import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import type { ContentList } from './content/contentStore'
import { POSTS } from './content/kinds'
import { posts } from './content/stores'
import { formatEastern } from './eastern'
import { INPUT_CLASS, PRIMARY_BUTTON } from './Field'
import type { DeskFirebase } from './firebase'
import { InvalidDocuments } from './InvalidDocuments'
import { editPostPath, newPostPath } from './paths'
import { newestFirst, type PostState, postState, type StoredPost } from './postForm'
import { RecentlyDeleted } from './RecentlyDeleted'

const BADGE = {
  draft: 'bg-stone-200 text-stone-900',
  scheduled: 'bg-ember-100 text-ember-900',
  published: 'bg-forest-100 text-forest-900',
} as const

const STATE_LABEL = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const

/** Every post, drafts and scheduled ones too, newest first, with a search by title. */
export function PostList({ firebase }: { firebase: DeskFirebase }) {
  const [list, setList] = useState<{
    posts: StoredPost[]
    invalid: ContentList<unknown>['invalid']
  } | null>(null)
  const [error, setError] = useState('')
  const [query, setQuery] = useState('')
  const [status, setStatus] = useState<PostState | 'all'>('all')

  // Again after a post is restored from "Recently deleted".
  const load = useCallback(() => {
    posts.list(firebase).then(
      ({ items, invalid }) => setList({ posts: [...items].sort(newestFirst), invalid }),
      (e: unknown) =>
        setError(`The posts could not be read: ${e instanceof Error ? e.message : String(e)}`),
    )
  }, [firebase])
  useEffect(load, [load])

  const now = new Date()
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase()
    const at = new Date()
    return (list?.posts ?? []).filter(
      (p) =>
        (!q || p.doc.title.toLowerCase().includes(q)) &&
        (status === 'all' || postState(p.doc, at) === status),
    )
  }, [list, query, status])
  // What goes live next, soonest first.
  const upcoming = (list?.posts ?? [])
    .filter((p) => postState(p.doc, now) === 'scheduled')
    .sort((a, b) => Date.parse(a.doc.publishedAt) - Date.parse(b.doc.publishedAt))

  return (
    <section aria-labelledby="posts-title" className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="posts-title" className="font-display text-3xl font-semibold text-forest-950">
          Posts
        </h1>
        <Link to={newPostPath()} className={PRIMARY_BUTTON}>
          New post
        </Link>
      </div>
      {upcoming.length ? (
        <section aria-labelledby="upcoming-title" className="mt-6 rounded-xl bg-ember-50 p-4">
          <h2 id="upcoming-title" className="font-semibold">
            Scheduled to go live (US Eastern time)
          </h2>
          <ul className="mt-2 grid gap-1">
            {upcoming.map((post) => (
              <li key={post.id}>
                <span className="font-semibold">
                  {formatEastern(new Date(post.doc.publishedAt), new Date(), { capital: true })}
                </span>
                :{' '}
                <Link to={editPostPath(post.id)} className="underline">
                  {post.doc.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-4">
        <div className="min-w-0 max-w-md flex-1 basis-60">
          <label htmlFor="post-search" className="font-semibold">
            Search by title
          </label>
          <input
            id="post-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className={INPUT_CLASS}
          />
        </div>
        <div>
          <label htmlFor="post-status" className="font-semibold">
            Show
          </label>
          <select
            id="post-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as PostState | 'all')}
            className={INPUT_CLASS}
          >
            <option value="all">All posts</option>
            <option value="draft">Drafts</option>
            <option value="scheduled">Scheduled</option>
            <option value="published">Published</option>
          </select>
        </div>
      </div>
      {error ? (
        <p role="alert" className="mt-6 text-red-700">
          {error}
        </p>
      ) : !list ? (
        <p role="status" className="mt-6">
          Loading posts...
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-stone-700" role="status">
            {shown.length} of {list.posts.length} posts
          </p>
          <ul className="mt-3 divide-y divide-stone-300 rounded-xl border border-stone-300 bg-white">
            {shown.map((post) => {
              const state = postState(post.doc, now)
              return (
                <li key={post.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                  <Link
                    to={editPostPath(post.id)}
                    className="min-w-0 flex-1 basis-60 font-semibold text-forest-900 underline-offset-2 hover:underline"
                  >
                    {post.doc.title}
                  </Link>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${BADGE[state]}`}
                  >
                    {STATE_LABEL[state]}
                  </span>
                  <span className="text-sm text-stone-700">
                    {formatEastern(new Date(post.doc.publishedAt), new Date(), { capital: true })}
                  </span>
                </li>
              )
            })}
          </ul>
          <InvalidDocuments title="Documents the site cannot read" documents={list.invalid} />
        </>
      )}
      <RecentlyDeleted firebase={firebase} kind={POSTS} editPath={editPostPath} onRestored={load} />
    </section>
  )
}
