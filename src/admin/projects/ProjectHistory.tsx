import { useEffect, useState } from 'react'
import type { ProjectDocument } from '../../content/schema/projects'
import { projects } from '../content/stores'
import { formatEastern } from '../eastern'
import { SECONDARY_BUTTON } from '../Field'
import type { DeskFirebase } from '../firebase'
import type { Revision } from '../store/history'
import { type ProjectValues, projectValues } from './projectForm'
import { projectDifferences } from './projectLabels'

/**
 * Every saved version of the project, newest first, by whom and when, with what differs from the
 * form on screen; "Put back in the form" fills the form with it, to save as any other change (the
 * version on screen stays in the history). Mounted anew after each save (its key).
 */
export function ProjectHistory({
  firebase,
  id,
  current,
  onRestore,
}: {
  firebase: DeskFirebase
  id: string
  current: ProjectValues
  onRestore: (doc: ProjectDocument) => void
}) {
  const [revisions, setRevisions] = useState<Revision<ProjectDocument>[] | null>(null)
  const [failed, setFailed] = useState('')
  useEffect(() => {
    let live = true
    projects.revisions(firebase, id).then(
      (list) => live && setRevisions(list),
      (e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)),
    )
    return () => {
      live = false
    }
  }, [firebase, id])
  return (
    <section
      aria-labelledby="project-history"
      className="mt-8 rounded-2xl border border-stone-300 bg-white p-4"
    >
      <h2 id="project-history" className="font-semibold">
        History
      </h2>
      {failed ? (
        <p className="mt-2 text-red-800">The history could not be read: {failed}</p>
      ) : revisions === null ? (
        <p className="mt-2">Reading the history…</p>
      ) : revisions.length === 0 ? (
        <p className="mt-2">No saved versions yet: each save from now on is kept here.</p>
      ) : (
        <ol className="mt-2 grid gap-3">
          {revisions.map((revision, index) => {
            const differs = projectDifferences(projectValues(revision.doc), current)
            return (
              <li key={revision.id} className="border-t border-stone-200 pt-3">
                <p>
                  <span className="font-semibold">{formatEastern(new Date(revision.savedAt))}</span>
                  {' · '}
                  {revision.savedBy ?? 'before the history began'}
                  {' · '}
                  {revision.doc.status}
                  {index === 0 ? ' · the latest save' : ''}
                </p>
                <p className="text-sm break-words text-stone-700">
                  {revision.doc.title}:{' '}
                  {differs.length
                    ? `differs from the form in ${differs.join(', ')}`
                    : 'the same as the form'}
                </p>
                {differs.length ? (
                  <button
                    type="button"
                    className={`${SECONDARY_BUTTON} mt-2`}
                    onClick={() => onRestore(revision.doc)}
                  >
                    Put this version back in the form
                  </button>
                ) : null}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
