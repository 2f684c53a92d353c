import { useState } from 'react'
import { formatEastern } from '../eastern'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../Field'
import { capitalized, shown, subjectOf } from './words'

export type Describe = (key: string, value: unknown) => string | null

export interface ConflictPanelProps<Values> {
  noun: string
  plural?: boolean
  fields: Partial<Record<string, string>>
  mine: Values
  /** Null: deleted meanwhile. */
  theirs: Values | null
  theirsAt: Date | null
  differs: string[]
  describe?: Describe
  /** The writer took theirs: the refused text stays offered until dismissed. */
  resolved: boolean
  busy: boolean
  onTakeTheirs: () => void
  onSaveOver?: () => void
  onKeepMine?: () => void
  onDismiss?: () => void
}

// Nothing is overwritten until the writer chooses (docs/decisions/0018); the desk's one panel for
// it, every collection's and a lead's (docs/decisions/0039).
export function ConflictPanel<Values>(props: ConflictPanelProps<Values>) {
  const { noun, plural, theirs, theirsAt, differs, resolved, busy } = props
  const [comparing, setComparing] = useState(false)
  const subject = capitalized(subjectOf({ noun, plural: plural ?? false }))
  const them = plural ? 'them' : 'it'
  const id = `conflict-${noun.replace(/\W+/g, '-')}`
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-2xl border-2 border-ember-600 bg-ember-50 p-4"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {resolved
          ? 'Your refused changes'
          : `${subject} ${theirs ? 'changed' : 'deleted'} since you opened ${them}`}
      </h2>
      <p className="mt-2">
        {resolved
          ? 'The form now holds the saved version. Your text is below to copy from until you dismiss it.'
          : theirs
            ? `Saved elsewhere (another tab or another editor)${theirsAt ? `, ${formatEastern(theirsAt)}` : ''}. ${differs.length ? `Where it differs from yours: ${differs.join(', ')}.` : 'It is the same as yours.'} Nothing of yours was saved over it.`
            : `Deleted elsewhere (another tab or another editor). Nothing of yours was saved.`}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {resolved ? (
          props.onDismiss ? (
            <button type="button" className={SECONDARY_BUTTON} onClick={props.onDismiss}>
              Dismiss
            </button>
          ) : null
        ) : (
          <>
            {theirs ? (
              <>
                <button type="button" className={SECONDARY_BUTTON} onClick={props.onTakeTheirs}>
                  Take theirs
                </button>
                <button
                  type="button"
                  className={SECONDARY_BUTTON}
                  aria-expanded={comparing}
                  aria-controls={`${id}-compare`}
                  onClick={() => setComparing(!comparing)}
                >
                  Compare
                </button>
              </>
            ) : null}
            {props.onKeepMine ? (
              <button
                type="button"
                className={PRIMARY_BUTTON}
                disabled={busy}
                onClick={props.onKeepMine}
              >
                Keep mine as a copy
              </button>
            ) : null}
            {props.onSaveOver && (theirs || !props.onKeepMine) ? (
              <button
                type="button"
                className={props.onKeepMine ? SECONDARY_BUTTON : PRIMARY_BUTTON}
                disabled={busy}
                onClick={props.onSaveOver}
              >
                {theirs ? 'Save mine over theirs' : 'Save mine again'}
              </button>
            ) : null}
          </>
        )}
      </div>
      {comparing || resolved || !theirs ? (
        <Comparison
          id={`${id}-compare`}
          fields={props.fields}
          mine={props.mine}
          theirs={theirs}
          {...(props.describe ? { describe: props.describe } : {})}
        />
      ) : null}
    </section>
  )
}

export function Comparison<Values>({
  id,
  fields,
  mine,
  theirs,
  labels = ['Yours (not saved)', 'Saved version'],
  describe,
}: {
  id: string
  fields: Partial<Record<string, string>>
  mine: Values
  theirs: Values | null
  labels?: [string, string]
  describe?: Describe
}) {
  const value = (values: Values, key: string) => {
    const raw = (values as Record<string, unknown>)[key]
    return describe?.(key, raw) ?? shown(raw)
  }
  const rows = Object.entries(fields).filter(
    (entry): entry is [string, string] =>
      Boolean(entry[1]) &&
      (theirs ? value(mine, entry[0]) !== value(theirs, entry[0]) : value(mine, entry[0]) !== ''),
  )
  return (
    <dl id={id} className="mt-4 grid gap-4">
      {rows.map(([key, label]) => (
        <div key={key} className="min-w-0">
          <dt className="font-semibold">{capitalized(label)}</dt>
          <dd className="mt-1 grid gap-2 md:grid-cols-2">
            <Version label={labels[0]} value={value(mine, key)} />
            {theirs ? <Version label={labels[1]} value={value(theirs, key)} /> : null}
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
