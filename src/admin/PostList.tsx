import { useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { formatEastern } from './eastern'
import { INPUT_CLASS, PRIMARY_BUTTON } from './Field'
import type { DeskFirebase } from './firebase'
import { InvalidDocuments } from './InvalidDocuments'
import { editPostPath, newPostPath } from './paths'
import { postState } from './postForm'
import { type DeskPostList, listPosts } from './posts'

const BADGE = {
  draft: 'bg-stone-200 text-stone-900',
  scheduled: 'bg-ember-100 text-ember-900',
  published: 'bg-forest-100 text-forest-900',
} as const

const STATE_LABEL = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const

/** Every post, drafts and scheduled ones too, newest first, with a search by title. */
export function PostList({ firebase }: { firebase: DeskFirebase }) {
  const [list, setList] = useState<DeskPostList | null>(null)
  const [error, setError] = useState('')
  const [query, setQuery] = useState('')

  useEffect(() => {
    listPosts(firebase).then(setList, (e: unknown) =>
      setError(`The posts could not be read: ${e instanceof Error ? e.message : String(e)}`),
    )
  }, [firebase])

  const now = new Date()
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase()
    return (list?.posts ?? []).filter((p) => !q || p.doc.title.toLowerCase().includes(q))
  }, [list, query])

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
      <div className="mt-6 max-w-md">
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
                    {formatEastern(new Date(post.doc.publishedAt))}
                  </span>
                </li>
              )
            })}
          </ul>
          <InvalidDocuments title="Documents the site cannot read" documents={list.invalid} />
        </>
      )}
    </section>
  )
}
