import { type ReactNode, useEffect, useState } from 'react'
import type { ContentStatus } from '../content/schema/common'
import { formatEastern } from './eastern'
import type { DeskFirebase } from './firebase'
import type { Revision } from './store/history'

interface HistoryPanelProps<Doc> {
  firebase: DeskFirebase
  id: string
  /** The kind's history: ./revisions.ts for posts, a content store's `revisions` for the rest. */
  read: (firebase: DeskFirebase, id: string) => Promise<Revision<Doc>[]>
  version: (revision: Revision<Doc>) => ReactNode
}

// Mounted anew after each save (its key), so the list is current.
export function HistoryPanel<Doc extends { status: ContentStatus }>({
  firebase,
  id,
  read,
  version,
}: HistoryPanelProps<Doc>) {
  const [revisions, setRevisions] = useState<Revision<Doc>[] | null>(null)
  const [failed, setFailed] = useState('')

  useEffect(() => {
    let live = true
    read(firebase, id).then(
      (list) => live && setRevisions(list),
      (e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)),
    )
    return () => {
      live = false
    }
  }, [firebase, id, read])

  return (
    <section
      aria-labelledby="history-title"
      className="mt-8 rounded-2xl border border-stone-300 bg-white p-4"
    >
      <h2 id="history-title" className="font-semibold">
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
          {revisions.map((revision, index) => (
            <li key={revision.id} className="border-t border-stone-200 pt-3">
              <p>
                <span className="font-semibold">
                  {revision.savedAt ? formatEastern(new Date(revision.savedAt)) : 'Undated'}
                </span>
                {' · '}
                {revision.savedBy ?? 'before the history began'}
                {' · '}
                {revision.doc.status}
                {index === 0 ? ' · the latest save' : ''}
              </p>
              {version(revision)}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
