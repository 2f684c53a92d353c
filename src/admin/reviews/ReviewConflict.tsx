import type { TestimonialDocument } from '../../content/schema/testimonials'
import { differingFields } from '../content/formProblems'
import type { Stored } from '../content/stored'
import { formatEastern } from '../eastern'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../Field'
import { REVIEW_LABELS, type ReviewValues, reviewValues } from './reviewForm'

const differs = differingFields<ReviewValues>(REVIEW_LABELS)

/**
 * Someone saved (or deleted) the review after this form loaded it: what differs, and the ways on.
 * Nothing of the editor's was saved over theirs (docs/decisions/0018).
 */
export function ReviewConflict({
  theirs,
  mine,
  busy,
  onTakeTheirs,
  onSaveOver,
}: {
  theirs: Stored<TestimonialDocument> | null
  mine: ReviewValues
  busy: boolean
  onTakeTheirs: () => void
  onSaveOver: () => void
}) {
  const changed = theirs ? differs(mine, reviewValues(theirs.doc)) : []
  return (
    <section
      aria-labelledby="review-conflict"
      className="mt-4 rounded-2xl border-2 border-ember-600 bg-ember-50 p-4"
    >
      <h2 id="review-conflict" className="font-semibold">
        {theirs ? 'This review was changed since you opened it' : 'This review was deleted'}
      </h2>
      <p className="mt-2">
        {theirs
          ? `Saved elsewhere (another tab or another editor)${theirs.updatedAt ? ` at ${formatEastern(new Date(theirs.updatedAt))}` : ''}. ${changed.length ? `Where it differs from yours: ${changed.join(', ')}.` : 'It is the same as yours.'}`
          : 'Deleted elsewhere (another tab or another editor).'}{' '}
        Nothing of yours was saved over it.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {theirs ? (
          <button type="button" className={SECONDARY_BUTTON} onClick={onTakeTheirs}>
            Take theirs
          </button>
        ) : null}
        <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={onSaveOver}>
          {theirs ? 'Save mine over theirs' : 'Save mine again'}
        </button>
      </div>
    </section>
  )
}
