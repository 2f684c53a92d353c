import { type ReactNode, useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { ConfirmDialog } from '../ConfirmDialog'
import { ContentConflict } from '../content/ContentConflict'
import { DraftOrPublish, OfflineNotice } from '../content/DraftOrPublish'
import { testimonials } from '../content/stores'
import { DANGER_BUTTON } from '../Field'
import { failureMessage } from '../failureMessage'
import type { DeskFirebase } from '../firebase'
import { LeaveDialog } from '../LeaveDialog'
import { REVIEWS_PATH, reviewEditPath } from '../paths'
import { SaveConflict } from '../store/errors'
import { useLeaveGuard } from '../useLeaveGuard'
import { ReviewFields } from './ReviewFields'
import { ReviewPlaces } from './ReviewPlaces'
import { ReviewSourceFields } from './ReviewSourceFields'
import { type ReviewValues, reviewDifferences, reviewValues } from './reviewForm'
import { useReviewEditor } from './useReviewEditor'

const ALERT = 'mt-2 rounded-lg bg-red-50 p-3 font-medium text-red-800'

function Page({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <p>
        <Link to={REVIEWS_PATH} className="font-semibold text-forest-900 underline">
          All reviews
        </Link>
      </p>
      <h1 className="mt-2 font-display text-3xl font-semibold text-forest-950">{heading}</h1>
      {children}
    </div>
  )
}

export function ReviewEditor({
  firebase,
  reviewId,
}: {
  firebase: DeskFirebase
  reviewId: string | null
}) {
  const [id] = useState(() => reviewId ?? testimonials.newId(firebase))
  const navigate = useNavigate()
  const editor = useReviewEditor(firebase, id)
  // Deleted: back to the list, with nothing left to ask about.
  const [deleted, setDeleted] = useState(false)
  const blocker = useLeaveGuard(editor.dirty && !deleted)
  useEffect(() => {
    if (deleted) navigate(REVIEWS_PATH)
  }, [deleted, navigate])
  const [confirming, setConfirming] = useState(false)
  const [deleteProblem, setDeleteProblem] = useState('')
  const { values, problems, setValues } = editor
  const set = (change: Partial<ReviewValues>) => setValues((v) => ({ ...v, ...change }))
  // A new review takes its own address once it is stored, without reloading the form.
  const storedOnce = editor.stored !== null
  useEffect(() => {
    if (!reviewId && storedOnce)
      window.history.replaceState(window.history.state, '', reviewEditPath(id))
  }, [reviewId, storedOnce, id])

  if (editor.loading !== 'ready')
    return (
      <Page heading="Review">
        {editor.loading === 'loading' ? (
          <p role="status" className="mt-4">
            Loading…
          </p>
        ) : (
          <p role="alert" className={ALERT}>
            {editor.loading}
          </p>
        )}
      </Page>
    )

  const remove = () => {
    setConfirming(false)
    setDeleteProblem('')
    editor.remove().then(
      (done) => done && setDeleted(true),
      (error: unknown) =>
        setDeleteProblem(
          error instanceof SaveConflict
            ? 'Not deleted: someone saved this review since you opened it. Reload to see their version.'
            : failureMessage(error, { keptOnDevice: false }),
        ),
    )
  }
  const sample = editor.stored?.doc.sample ?? false
  const { stored, notice } = editor
  return (
    <Page heading={stored ? `Edit: ${stored.doc.name}` : 'Add a review'}>
      <LeaveDialog blocker={blocker} noun="review" />
      <OfflineNotice noun="review" />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void editor.saveAs('published')
        }}
      >
        <ReviewFields values={values} problems={problems} set={set} />
        <ReviewSourceFields values={values} problems={problems} set={set} sample={sample} />
        <ReviewPlaces firebase={firebase} values={values} problems={problems} set={set} />
        <DraftOrPublish
          editor={editor}
          onSaveDraft={() => void editor.saveAs('draft')}
          published="The site shows it after the next build."
        />
      </form>
      {notice?.kind === 'conflict' ? (
        <ContentConflict
          noun="review"
          theirs={notice.theirs}
          differs={notice.theirs ? reviewDifferences(values, reviewValues(notice.theirs.doc)) : []}
          busy={editor.saving}
          onTakeTheirs={() => editor.takeTheirs(notice.theirs)}
          onSaveOver={() => void editor.saveAs(stored?.doc.status ?? 'draft', notice.theirs)}
        />
      ) : null}
      {stored ? (
        <div className="mt-8 border-t border-stone-300 pt-4">
          <button type="button" className={DANGER_BUTTON} onClick={() => setConfirming(true)}>
            Delete this review
          </button>
          {deleteProblem ? (
            <p role="alert" className={ALERT}>
              {deleteProblem}
            </p>
          ) : null}
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title="Delete this review?"
          message={`“${stored?.doc.name}” goes from the desk now and from the site at the next build. It cannot be undone.`}
          confirmLabel="Delete"
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </Page>
  )
}
