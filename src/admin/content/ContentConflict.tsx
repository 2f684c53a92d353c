import { formatEastern } from '../eastern'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../Field'

interface ContentConflictProps {
  noun: string
  plural?: boolean
  theirs: { updatedAt: string | null } | null
  differs: string[]
  busy: boolean
  onTakeTheirs: () => void
  onSaveOver: () => void
  onCopy?: () => void
}

// Nothing of the editor's was saved over theirs (docs/decisions/0018).
export function ContentConflict({
  noun,
  plural = false,
  theirs,
  differs,
  busy,
  onTakeTheirs,
  onSaveOver,
  onCopy,
}: ContentConflictProps) {
  const subject = plural ? `The ${noun} were` : `This ${noun} was`
  return (
    <section
      aria-labelledby="content-conflict"
      className="mt-4 rounded-2xl border-2 border-ember-600 bg-ember-50 p-4"
    >
      <h2 id="content-conflict" className="font-semibold">
        {theirs
          ? `${subject} changed since you opened ${plural ? 'them' : 'it'}`
          : `${subject} deleted`}
      </h2>
      <p className="mt-2">
        {theirs
          ? `Saved elsewhere (another tab or another editor)${theirs.updatedAt ? ` at ${formatEastern(new Date(theirs.updatedAt))}` : ''}. ${differs.length ? `Where it differs from yours: ${differs.join(', ')}.` : 'It is the same as yours.'}`
          : 'Deleted elsewhere (another tab or another editor).'}{' '}
        Nothing of yours was saved over it.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {theirs ? (
          <button type="button" className={SECONDARY_BUTTON} onClick={onTakeTheirs}>
            Take theirs
          </button>
        ) : null}
        {onCopy ? (
          <button type="button" className={SECONDARY_BUTTON} disabled={busy} onClick={onCopy}>
            Keep mine as a new draft
          </button>
        ) : null}
        <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={onSaveOver}>
          {theirs ? 'Save mine over theirs' : 'Save mine again'}
        </button>
      </div>
    </section>
  )
}
