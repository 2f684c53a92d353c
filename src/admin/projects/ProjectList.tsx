import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { ProjectDocument } from '../../content/schema/projects'
import type { ContentList } from '../content/contentStore'
import { projects } from '../content/stores'
import { PRIMARY_BUTTON } from '../Field'
import { failureMessage } from '../failureMessage'
import type { DeskFirebase } from '../firebase'
import { InvalidDocuments } from '../InvalidDocuments'
import { NEW_PROJECT_PATH, projectEditPath } from '../paths'

/** The portfolio's projects at /admin/projects/, drafts too, in the site's order. */
export function ProjectList({ firebase }: { firebase: DeskFirebase }) {
  const [list, setList] = useState<ContentList<ProjectDocument> | null>(null)
  const [failed, setFailed] = useState('')
  useEffect(() => {
    let live = true
    projects.list(firebase).then(
      (read) => live && setList(read),
      (error: unknown) => live && setFailed(failureMessage(error, { keptOnDevice: false })),
    )
    return () => {
      live = false
    }
  }, [firebase])
  const items = list ? [...list.items].sort((a, b) => a.doc.order - b.doc.order) : []
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold text-forest-950">Projects</h1>
        <Link to={NEW_PROJECT_PATH} className={PRIMARY_BUTTON}>
          Add a job
        </Link>
      </div>
      {failed ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {failed}
        </p>
      ) : !list ? (
        <p role="status" className="mt-4">
          Loading…
        </p>
      ) : items.length === 0 ? (
        <p className="mt-4">No projects yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-300 bg-white">
          {items.map(({ id, doc }) => (
            <li key={id} className="p-3">
              <Link
                to={projectEditPath(id)}
                className="font-semibold text-forest-900 underline underline-offset-2"
              >
                {doc.title}
              </Link>
              <p className="text-sm text-stone-700">
                {doc.location} · {doc.status === 'published' ? 'Published' : 'Draft'} ·{' '}
                {doc.photos.length + doc.pairs.length} photos
              </p>
            </li>
          ))}
        </ul>
      )}
      {list ? (
        <InvalidDocuments title="Projects the desk cannot edit" documents={list.invalid} />
      ) : null}
    </div>
  )
}
