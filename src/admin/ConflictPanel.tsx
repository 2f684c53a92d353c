import { useState } from 'react'
import { formatEastern } from './eastern'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './Field'
import { changedFields, FIELD_LABELS, formFromDocument, type PostFormValues } from './postForm'
import type { Conflict } from './usePostEditor'

interface ConflictPanelProps {
  conflict: Conflict
  busy: boolean
  onTakeTheirs: () => void
  onKeepMine: () => void
  onDismiss: () => void
}

// Nothing is overwritten until the writer chooses.
export function ConflictPanel({
  conflict,
  busy,
  onTakeTheirs,
  onKeepMine,
  onDismiss,
}: ConflictPanelProps) {
  const [comparing, setComparing] = useState(false)
  const theirs = conflict.theirs ? formFromDocument(conflict.theirs.doc) : null
  const fields = theirs ? changedFields(conflict.mine, theirs) : []
  const when = conflict.theirs?.doc.updatedAt
  return (
    <section
      aria-labelledby="conflict-title"
      className="mt-4 rounded-2xl border-2 border-ember-600 bg-ember-50 p-4"
    >
      <h2 id="conflict-title" className="font-semibold">
        {conflict.resolved
          ? 'Your refused changes'
          : theirs
            ? 'This post was changed since you opened it'
            : 'This post was deleted since you opened it'}
      </h2>
      {conflict.resolved ? (
        <p className="mt-2">
          The form now holds the saved version. Your text is below to copy from until you dismiss
          it.
        </p>
      ) : theirs ? (
        <p className="mt-2">
          Saved elsewhere (another tab or another editor)
          {when ? ` at ${formatEastern(new Date(when))}` : ''}.{' '}
          {fields.length
            ? `Where it differs from yours: ${fields.map((f) => FIELD_LABELS[f]).join(', ')}.`
            : 'Its text is the same as yours.'}{' '}
          Nothing of yours was saved over it.
        </p>
      ) : (
        <p className="mt-2">Nothing of yours was saved. Keep your text as a new draft.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {conflict.resolved ? (
          <button type="button" className={SECONDARY_BUTTON} onClick={onDismiss}>
            Dismiss
          </button>
        ) : (
          <>
            <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={onKeepMine}>
              Keep mine as a copy
            </button>
            {theirs ? (
              <>
                <button type="button" className={SECONDARY_BUTTON} onClick={onTakeTheirs}>
                  Take theirs
                </button>
                <button
                  type="button"
                  className={SECONDARY_BUTTON}
                  aria-expanded={comparing}
                  aria-controls="conflict-compare"
                  onClick={() => setComparing(!comparing)}
                >
                  Compare
                </button>
              </>
            ) : null}
          </>
        )}
      </div>
      {comparing || conflict.resolved || !theirs ? (
        <Comparison id="conflict-compare" mine={conflict.mine} theirs={theirs} fields={fields} />
      ) : null}
    </section>
  )
}

export function Comparison({
  id,
  mine,
  theirs,
  fields,
  labels = ['Yours (not saved)', 'Saved version'],
}: {
  id: string
  mine: PostFormValues
  theirs: PostFormValues | null
  fields: ReturnType<typeof changedFields>
  labels?: [string, string]
}) {
  // Without theirs (deleted), the whole refused text; else the fields that differ.
  const shown = theirs ? fields : (['title', 'slug', 'excerpt', 'content'] as const)
  const text = (values: PostFormValues, field: (typeof shown)[number]) =>
    Array.isArray(values[field]) ? (values[field] as string[]).join(', ') : String(values[field])
  return (
    <dl id={id} className="mt-4 grid gap-4">
      {shown.map((field) => (
        <div key={field} className="min-w-0">
          <dt className="font-semibold">{FIELD_LABELS[field]}</dt>
          <dd className="mt-1 grid gap-2 md:grid-cols-2">
            <Version label={labels[0]} value={text(mine, field)} />
            {theirs ? <Version label={labels[1]} value={text(theirs, field)} /> : null}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function Version({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-stone-300 bg-white p-2">
      <p className="text-sm font-semibold text-stone-700">{label}</p>
      <p className="mt-1 wrap-anywhere whitespace-pre-wrap">{value || '(empty)'}</p>
    </div>
  )
}
