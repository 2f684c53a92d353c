import type { ProjectDocument } from '../../content/schema/projects'
import type { Stored } from '../content/stored'
import { formatEastern } from '../eastern'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../Field'
import { type ProjectValues, projectValues } from './projectForm'
import { projectDifferences } from './projectLabels'

/**
 * Someone saved the project after this form loaded it: what differs, and the three ways on. Nothing
 * of the editor's was saved over theirs (docs/decisions/0018).
 */
export function ProjectConflict({
  theirs,
  mine,
  busy,
  onTakeTheirs,
  onSaveOver,
  onCopy,
}: {
  theirs: Stored<ProjectDocument> | null
  mine: ProjectValues
  busy: boolean
  onTakeTheirs: () => void
  onSaveOver: () => void
  onCopy: () => void
}) {
  const differs = theirs ? projectDifferences(mine, projectValues(theirs.doc)) : []
  return (
    <section
      aria-labelledby="project-conflict"
      className="mt-4 rounded-2xl border-2 border-ember-600 bg-ember-50 p-4"
    >
      <h2 id="project-conflict" className="font-semibold">
        {theirs ? 'This project was changed since you opened it' : 'This project was removed'}
      </h2>
      <p className="mt-2">
        Saved elsewhere (another tab or another editor)
        {theirs?.updatedAt ? ` at ${formatEastern(new Date(theirs.updatedAt))}` : ''}.{' '}
        {theirs
          ? differs.length
            ? `Where it differs from yours: ${differs.join(', ')}.`
            : 'It is the same as yours.'
          : ''}{' '}
        Nothing of yours was saved over it.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {theirs ? (
          <button type="button" className={SECONDARY_BUTTON} onClick={onTakeTheirs}>
            Take theirs
          </button>
        ) : null}
        <button type="button" className={SECONDARY_BUTTON} disabled={busy} onClick={onCopy}>
          Keep mine as a new draft
        </button>
        <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={onSaveOver}>
          Save mine over theirs
        </button>
      </div>
    </section>
  )
}
