import { useCallback, useEffect, useMemo, useState } from 'react'
import type { PostStatus } from '../blog/schema'
import { requestDeploy, touchesPublished } from './deployRequest'
import { failureMessage } from './failureMessage'
import type { DeskFirebase } from './firebase'
import { clearLocalDraft, type LocalDraft, readLocalDraft, writeLocalDraft } from './localDraft'
import {
  copySlug,
  documentFromForm,
  EMPTY_FORM,
  FIELD_LABELS,
  type FieldErrors,
  type FormField,
  formFromDocument,
  hasErrors,
  type PostFormValues,
  publishedAtFor,
  type SaveAction,
  type StoredPost,
  sameValues,
  slugify,
  validateForm,
} from './postForm'
import { listPosts, readPost } from './posts'
import { type Base, deletePost, newPostId, SaveConflict, SlugTaken, savePost } from './postWrites'
import type { Revision } from './revisions'

export type { SaveAction }

export type Outcome = { action: SaveAction | 'delete' | 'copy'; post: StoredPost | null }

/** A save refused because the post changed since it was opened (`current` null when deleted). */
export interface Conflict {
  theirs: StoredPost | null
  mine: PostFormValues
  /** Set once the writer took theirs: the refused text stays offered until dismissed. */
  resolved: boolean
}

export type EditorState =
  | { phase: 'loading' }
  | { phase: 'missing' }
  | { phase: 'failed'; message: string }
  | { phase: 'ready' }

const draftKey = (id: string | null) => id ?? 'new'

const baseOf = (post: StoredPost | null): Base =>
  post ? { updatedAt: post.doc.updatedAt ?? null } : null

export function usePostEditor(
  firebase: DeskFirebase,
  postId: string | null,
  carried: Outcome | null = null,
) {
  const [state, setState] = useState<EditorState>({ phase: 'loading' })
  const [stored, setStored] = useState<StoredPost | null>(null)
  const [others, setOthers] = useState<StoredPost[]>([])
  const [values, setValuesState] = useState<PostFormValues>(EMPTY_FORM)
  const [restored, setRestored] = useState<LocalDraft | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [checked, setChecked] = useState(false)
  const [busy, setBusy] = useState<SaveAction | 'delete' | null>(null)
  const [failure, setFailure] = useState('')
  const [outcome, setOutcome] = useState<Outcome | null>(carried)
  const [conflict, setConflict] = useState<Conflict | null>(null)

  useEffect(() => {
    let cancelled = false
    Promise.all([postId ? readPost(firebase, postId) : Promise.resolve(null), listPosts(firebase)])
      .then(([post, list]) => {
        if (cancelled) return
        if (postId && !post) return setState({ phase: 'missing' })
        setStored(post)
        setOthers(list.posts.filter((p) => p.id !== postId))
        const base = post ? formFromDocument(post.doc) : EMPTY_FORM
        const local = readLocalDraft(draftKey(postId))
        if (local && !sameValues(local.values, base)) {
          setValuesState(local.values)
          setRestored(local)
        } else setValuesState(base)
        setState({ phase: 'ready' })
      })
      .catch((e: unknown) => {
        if (!cancelled)
          setState({ phase: 'failed', message: e instanceof Error ? e.message : String(e) })
      })
    return () => {
      cancelled = true
    }
  }, [firebase, postId])

  const baseline = useMemo(() => (stored ? formFromDocument(stored.doc) : EMPTY_FORM), [stored])
  const dirty = state.phase === 'ready' && !sameValues(values, baseline)
  const otherSlugs = useMemo(() => new Set(others.map((p) => p.doc.slug)), [others])
  const knownTags = useMemo(
    () => [...new Set(others.flatMap((p) => p.doc.tags))].sort((a, b) => a.localeCompare(b)),
    [others],
  )
  const knownAuthors = useMemo(() => [...new Set(others.map((p) => p.doc.author))].sort(), [others])

  useEffect(() => {
    if (state.phase !== 'ready') return
    if (dirty)
      writeLocalDraft(draftKey(postId), {
        values,
        savedAt: new Date().toISOString(),
        baseUpdatedAt: stored?.doc.updatedAt ?? null,
      })
    else clearLocalDraft(draftKey(postId))
  }, [dirty, values, postId, stored, state.phase])

  const check = useCallback(
    (next: PostFormValues, status: PostStatus = 'draft', publishedAt = new Date()) =>
      validateForm(next, documentFromForm(next, status, publishedAt, new Date()), otherSlugs),
    [otherSlugs],
  )

  const setValues = (patch: Partial<PostFormValues>) => {
    const next = { ...values, ...patch }
    if (patch.title !== undefined && !next.slugEdited) next.slug = slugify(next.title)
    setValuesState(next)
    if (checked) setErrors(check(next))
    setOutcome(null)
  }

  const save = async (
    action: SaveAction,
    scheduleAt?: Date,
    form: PostFormValues = values,
  ): Promise<StoredPost | null> => {
    const current = stored?.doc
    const status: PostStatus = action === 'draft' || action === 'unpublish' ? 'draft' : 'published'
    const when = publishedAtFor(action, current, scheduleAt, new Date())
    const finalStatus = action === 'update' && current ? current.status : status
    const document = documentFromForm(
      form,
      finalStatus,
      when === 'server' ? new Date() : when,
      new Date(),
    )
    const found = validateForm(form, document, otherSlugs)
    setChecked(true)
    setErrors(found)
    setFailure('')
    if (hasErrors(found)) {
      // Said beside the buttons too: the marked field may be far up the page.
      const named = Object.keys(found).map((f) => FIELD_LABELS[f as FormField] ?? 'The post')
      setFailure(
        `Not saved: ${named.join(', ')} ${named.length > 1 ? 'need' : 'needs'} attention (marked above).`,
      )
      return null
    }
    setBusy(action)
    try {
      const id = postId ?? newPostId(firebase)
      const post = await savePost(firebase, id, baseOf(stored), document, when)
      clearLocalDraft(draftKey(postId))
      setRestored(null)
      setConflict(null)
      setStored(post)
      setValuesState(formFromDocument(post.doc))
      setOutcome({ action, post })
      // What visitors see changed: a build makes the pre-rendered pages agree (deployRequest.ts).
      if (touchesPublished(current ?? null, post.doc, new Date()))
        void requestDeploy(firebase, post.id, `${action}: ${post.doc.slug}`)
      return post
    } catch (e) {
      refused(e, form)
      return null
    } finally {
      setBusy(null)
    }
  }

  // Restoring a revision is a new save; the address stays, so restoring words never moves a page.
  const restore = (revision: Revision) =>
    save(stored?.doc.status === 'published' ? 'update' : 'draft', undefined, {
      ...formFromDocument(revision.doc),
      slug: stored?.doc.slug ?? revision.doc.slug,
    })

  const refused = (e: unknown, form?: PostFormValues) => {
    if (e instanceof SaveConflict) {
      setConflict({ theirs: e.theirs, mine: form ?? values, resolved: false })
      setFailure(
        e.theirs
          ? 'Not saved: this post was changed elsewhere since you opened it. Your text is kept below; choose what to do with it.'
          : 'Not saved: this post was deleted elsewhere since you opened it. Your text is kept below; keep it as a copy.',
      )
    } else if (e instanceof SlugTaken) {
      setErrors((found) => ({
        ...found,
        slug: `Another post${e.holderTitle ? `, “${e.holderTitle}”,` : ''} already uses the slug “${e.slug}”: choose another.`,
      }))
      setFailure(`Not saved: the slug “${e.slug}” belongs to another post.`)
    } else setFailure(failureMessage(e))
  }

  const takeTheirs = () => {
    if (!conflict?.theirs) return
    setStored(conflict.theirs)
    setValuesState(formFromDocument(conflict.theirs.doc))
    clearLocalDraft(draftKey(postId))
    setConflict({ ...conflict, resolved: true })
    setFailure('')
    setErrors({})
  }

  const keepMineAsCopy = async (): Promise<StoredPost | null> => {
    if (!conflict) return null
    const taken = new Set([...otherSlugs, conflict.theirs?.doc.slug ?? ''])
    const mine = {
      ...conflict.mine,
      title: `${conflict.mine.title.trim()} (copy)`,
      slug: copySlug(conflict.mine.slug.trim(), taken),
    }
    const document = documentFromForm(mine, 'draft', new Date(), new Date())
    const found = validateForm(mine, document, taken)
    if (hasErrors(found)) {
      setFailure(`The copy could not be made: ${Object.values(found).join(' ')}`)
      return null
    }
    setBusy('draft')
    try {
      const post = await savePost(firebase, newPostId(firebase), null, document, new Date())
      clearLocalDraft(draftKey(postId))
      setConflict(null)
      setFailure('')
      setOutcome({ action: 'copy', post })
      return post
    } catch (e) {
      refused(e)
      return null
    } finally {
      setBusy(null)
    }
  }

  const remove = async (): Promise<boolean> => {
    if (!postId) return true
    setBusy('delete')
    setFailure('')
    try {
      await deletePost(firebase, postId, baseOf(stored))
      if (touchesPublished(stored?.doc ?? null, null, new Date()))
        void requestDeploy(firebase, postId, `delete: ${stored?.doc.slug}`)
      clearLocalDraft(draftKey(postId))
      setStored(null)
      setValuesState(EMPTY_FORM)
      setOutcome({ action: 'delete', post: null })
      return true
    } catch (e) {
      refused(e)
      return false
    } finally {
      setBusy(null)
    }
  }

  const discard = () => {
    clearLocalDraft(draftKey(postId))
    setRestored(null)
    setValuesState(baseline)
    setErrors({})
    setChecked(false)
  }

  return {
    state,
    stored,
    values,
    setValues,
    errors,
    dirty,
    restored,
    busy,
    failure,
    outcome,
    conflict,
    takeTheirs,
    keepMineAsCopy,
    restore,
    dismissConflict: () => setConflict(null),
    knownTags,
    knownAuthors,
    others,
    save,
    remove,
    discard,
  }
}

export type PostEditorModel = ReturnType<typeof usePostEditor>
