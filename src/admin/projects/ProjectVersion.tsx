import type { ProjectDocument } from '../../content/schema/projects'
import { SECONDARY_BUTTON } from '../Field'
import type { Revision } from '../store/history'
import { type ProjectValues, projectValues } from './projectForm'
import { projectDifferences } from './projectLabels'

/**
 * One saved version of a project in its history: what differs from the form on screen, and
 * "Put back in the form", to save as any other change (the version on screen stays in the history).
 */
export function ProjectVersion({
  revision,
  current,
  onRestore,
}: {
  revision: Revision<ProjectDocument>
  current: ProjectValues
  onRestore: (doc: ProjectDocument) => void
}) {
  const differs = projectDifferences(projectValues(revision.doc), current)
  return (
    <>
      <p className="text-sm wrap-anywhere text-stone-700">
        {revision.doc.title}:{' '}
        {differs.length ? `differs from the form in ${differs.join(', ')}` : 'the same as the form'}
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
    </>
  )
}
