import { useEffect, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { postPath } from '../blog/slug'
import { BodyField } from './BodyField'
import { ConfirmDialog } from './ConfirmDialog'
import { ConflictPanel } from './ConflictPanel'
import { CoverField } from './CoverField'
import { formatEastern } from './eastern'
import { describedBy, Field, INPUT_CLASS, SECONDARY_BUTTON } from './Field'
import type { DeskFirebase } from './firebase'
import { HistoryPanel } from './HistoryPanel'
import { LeaveDialog } from './LeaveDialog'
import { LinksPanel } from './LinksPanel'
import { Outcome } from './Outcome'
import { PostVersion } from './PostVersion'
import { Preview } from './Preview'
import { PublishActions } from './PublishActions'
import { editPostPath, LIST_PATH } from './paths'
import { listRevisions } from './revisions'
import { SearchPreview } from './SearchPreview'
import { TagsField } from './TagsField'
import { useLeaveGuard } from './useLeaveGuard'
import { useOnline } from './useOnline'
import { type Outcome as OutcomeData, usePostEditor } from './usePostEditor'

interface Leaving {
  path: string
  replace: boolean
  state?: { outcome: OutcomeData | null }
}

export function PostEditor({
  firebase,
  postId,
}: {
  firebase: DeskFirebase
  postId: string | null
}) {
  // A new post saved for the first time continues at its own address, with what happened.
  const carried = (useLocation().state as { outcome?: OutcomeData } | null)?.outcome ?? null
  const editor = usePostEditor(firebase, postId, carried)
  const { state, stored, values, setValues, errors, restored } = editor
  const navigate = useNavigate()
  const online = useOnline()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [leaving, setLeaving] = useState<Leaving | null>(null)
  const blocker = useLeaveGuard(editor.dirty && leaving === null)

  // After deleting, or saving a new post under its id, the desk moves on without asking.
  useEffect(() => {
    if (leaving) navigate(leaving.path, { replace: leaving.replace, state: leaving.state })
  }, [leaving, navigate])
  const savedNewId = !postId ? (editor.outcome?.post?.id ?? null) : null
  useEffect(() => {
    if (savedNewId)
      setLeaving({
        path: editPostPath(savedNewId),
        replace: true,
        state: { outcome: editor.outcome },
      })
  }, [savedNewId, editor.outcome])

  if (state.phase === 'loading')
    return (
      <p role="status" className="mx-auto max-w-xl px-4 py-16">
        Loading the post…
      </p>
    )
  if (state.phase !== 'ready')
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="font-display text-3xl font-semibold">
          {state.phase === 'missing' ? 'No such post' : 'The post could not be read'}
        </h1>
        {state.phase === 'failed' ? <p className="mt-3">{state.message}</p> : null}
        <Link to={LIST_PATH} className="mt-6 inline-block font-semibold underline">
          Back to all posts
        </Link>
      </div>
    )

  const slugWarning =
    stored?.doc.status === 'published' && values.slug.trim() !== stored.doc.slug
      ? `This post is public at ${postPath(stored.doc.slug)}. Changing its slug breaks that address (links and search results to it will find nothing).`
      : undefined

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Link
        to={LIST_PATH}
        className="font-semibold text-forest-900 underline-offset-2 hover:underline"
      >
        ← All posts
      </Link>
      <h1 className="mt-3 font-display text-3xl font-semibold text-forest-950">
        {postId ? 'Edit post' : 'New post'}
      </h1>
      {!online ? (
        <p role="alert" className="mt-4 rounded-xl bg-ember-50 p-3 text-ember-900">
          You are offline. Keep writing: your changes are kept on this device, and you can save once
          the connection is back.
        </p>
      ) : null}
      {restored ? (
        <div
          role="status"
          className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-ember-50 p-3"
        >
          <p>Restored your unsaved changes from {formatEastern(new Date(restored.savedAt))}.</p>
          <button type="button" className={SECONDARY_BUTTON} onClick={editor.discard}>
            Discard them
          </button>
        </div>
      ) : null}
      {editor.outcome ? (
        <div className="mt-4">
          <Outcome outcome={editor.outcome} />
        </div>
      ) : null}
      {errors.form ? (
        <p role="alert" className="mt-4 text-red-700">
          {errors.form}
        </p>
      ) : null}
      <div className="mt-2 grid gap-8 lg:grid-cols-2">
        {/* Not a <form>: the image dialogs hold forms of their own, and forms must not nest (a nested
            submit reloaded the page). Nothing here submits: each action is its own button. */}
        <div className="min-w-0">
          <Field id="title" label="Title" error={errors.title}>
            <input
              id="title"
              value={values.title}
              onChange={(e) => setValues({ title: e.target.value })}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={describedBy('title', { error: errors.title })}
              className={INPUT_CLASS}
            />
          </Field>
          <Field
            id="slug"
            label="Slug"
            hint="The post’s address: /blog/{slug}/. Made from the title until you change it."
            warning={slugWarning}
            error={errors.slug}
          >
            <input
              id="slug"
              value={values.slug}
              onChange={(e) => setValues({ slug: e.target.value, slugEdited: true })}
              aria-invalid={errors.slug ? true : undefined}
              aria-describedby={describedBy('slug', {
                hint: true,
                warning: slugWarning,
                error: errors.slug,
              })}
              autoCapitalize="none"
              spellCheck={false}
              className={INPUT_CLASS}
            />
          </Field>
          <Field
            id="excerpt"
            label="Excerpt"
            hint="One or two sentences for the blog’s list and search results."
            error={errors.excerpt}
          >
            <textarea
              id="excerpt"
              rows={3}
              value={values.excerpt}
              onChange={(e) => setValues({ excerpt: e.target.value })}
              aria-invalid={errors.excerpt ? true : undefined}
              aria-describedby={describedBy('excerpt', { hint: true, error: errors.excerpt })}
              className={INPUT_CLASS}
            />
          </Field>
          <Field id="author" label="Author" error={errors.author}>
            <input
              id="author"
              list="known-authors"
              value={values.author}
              onChange={(e) => setValues({ author: e.target.value })}
              aria-invalid={errors.author ? true : undefined}
              aria-describedby={describedBy('author', { error: errors.author })}
              className={INPUT_CLASS}
            />
            <datalist id="known-authors">
              {editor.knownAuthors.map((a) => (
                <option key={a} value={a} />
              ))}
            </datalist>
          </Field>
          <TagsField
            tags={values.tags}
            known={editor.knownTags}
            error={errors.tags}
            onChange={(tags) => setValues({ tags })}
          />
          <CoverField
            firebase={firebase}
            cover={values.cover}
            alt={values.coverAlt}
            errors={{ cover: errors.cover, coverAlt: errors.coverAlt }}
            onChange={(image) => setValues({ cover: image.src, coverAlt: image.alt })}
          />
          <Field
            id="seo-title"
            label="SEO title"
            hint="The title search results and browser tabs show; empty: the title."
            error={errors.seoTitle}
          >
            <input
              id="seo-title"
              value={values.seoTitle}
              onChange={(e) => setValues({ seoTitle: e.target.value })}
              aria-invalid={errors.seoTitle ? true : undefined}
              aria-describedby={describedBy('seo-title', { hint: true, error: errors.seoTitle })}
              className={INPUT_CLASS}
            />
          </Field>
          <SearchPreview
            title={values.title}
            seoTitle={values.seoTitle}
            slug={values.slug}
            excerpt={values.excerpt}
          />
          <BodyField
            firebase={firebase}
            value={values.content}
            error={errors.content}
            onChange={(content) => setValues({ content })}
          />
          <LinksPanel content={values.content} posts={editor.others} />
          <PublishActions
            key={stored?.doc.updatedAt ?? 'new'}
            editor={editor}
            onDelete={() => setConfirmDelete(true)}
          />
          {editor.conflict ? (
            <ConflictPanel
              conflict={editor.conflict}
              busy={!!editor.busy}
              onTakeTheirs={editor.takeTheirs}
              onDismiss={editor.dismissConflict}
              onKeepMine={() =>
                void editor.keepMineAsCopy().then((copy) => {
                  if (copy)
                    setLeaving({
                      path: editPostPath(copy.id),
                      replace: false,
                      state: { outcome: { action: 'copy', post: copy } },
                    })
                })
              }
            />
          ) : null}
          {postId && stored ? (
            <HistoryPanel
              key={`history-${stored.doc.updatedAt ?? 'unsaved'}`}
              firebase={firebase}
              id={postId}
              read={listRevisions}
              version={(revision) => (
                <PostVersion
                  revision={revision}
                  current={values}
                  busy={!!editor.busy}
                  onRestore={editor.restore}
                />
              )}
            />
          ) : null}
        </div>
        <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
          <Preview values={values} firebase={firebase} />
        </div>
      </div>
      {confirmDelete ? (
        <ConfirmDialog
          title="Delete this post?"
          message={
            stored?.doc.status === 'published'
              ? 'It leaves the blog’s list at once; its pre-rendered page stays up until the next scheduled build. For 30 days it can be restored, as a draft, from “Recently deleted” under the posts.'
              : 'For 30 days it can be restored, as a draft, from “Recently deleted” under the posts.'
          }
          confirmLabel="Delete"
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => {
            setConfirmDelete(false)
            void editor.remove().then((ok) => ok && setLeaving({ path: LIST_PATH, replace: false }))
          }}
        />
      ) : null}
      <LeaveDialog blocker={blocker} noun="post" onDiscard={editor.discard} />
    </div>
  )
}
