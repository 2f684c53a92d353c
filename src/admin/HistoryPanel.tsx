import { useEffect, useState } from 'react'
import { ConfirmDialog } from './ConfirmDialog'
import { Comparison } from './ConflictPanel'
import { formatEastern } from './eastern'
import { SECONDARY_BUTTON } from './Field'
import type { DeskFirebase } from './firebase'
import { changedFields, formFromDocument, type PostFormValues } from './postForm'
import { listRevisions, type Revision } from './revisions'

interface HistoryPanelProps {
  firebase: DeskFirebase
  postId: string
  /** The form on screen: what a revision is compared with. */
  current: PostFormValues
  busy: boolean
  onRestore: (revision: Revision) => Promise<unknown>
}

/**
 * Every saved version of the post, newest first, by whom and when; each can be compared with the
 * text on screen and restored (the restore is a save, so it is a new version itself). Mounted
 * anew after each save (its key), so the list is current.
 */
export function HistoryPanel({ firebase, postId, current, busy, onRestore }: HistoryPanelProps) {
  const [revisions, setRevisions] = useState<Revision[] | null>(null)
  const [failed, setFailed] = useState('')
  const [comparing, setComparing] = useState<string | null>(null)
  const [restoring, setRestoring] = useState<Revision | null>(null)

  useEffect(() => {
    let live = true
    listRevisions(firebase, postId).then(
      (list) => live && setRevisions(list),
      (e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)),
    )
    return () => {
      live = false
    }
  }, [firebase, postId])

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
          {revisions.map((revision, index) => {
            const fields = formFromDocument(revision.doc)
            const open = comparing === revision.id
            return (
              <li key={revision.id} className="border-t border-stone-200 pt-3">
                <p>
                  <span className="font-semibold">{formatEastern(new Date(revision.savedAt))}</span>
                  {' · '}
                  {revision.savedBy ?? 'before the history began'}
                  {' · '}
                  {revision.doc.status === 'published' ? 'published' : 'draft'}
                  {index === 0 ? ' · the latest save' : ''}
                </p>
                {/* Saves a minute apart share a time: a line of the text tells them apart. */}
                <p className="text-sm break-words text-stone-700">
                  {revision.doc.title} — {snippet(revision.doc.content)}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={SECONDARY_BUTTON}
                    aria-expanded={open}
                    aria-controls={`compare-${revision.id}`}
                    onClick={() => setComparing(open ? null : revision.id)}
                  >
                    Compare with the text on screen
                  </button>
                  <button
                    type="button"
                    className={SECONDARY_BUTTON}
                    disabled={busy}
                    onClick={() => setRestoring(revision)}
                  >
                    Restore this version
                  </button>
                </div>
                {open ? (
                  changedFields(fields, current).length ? (
                    <Comparison
                      id={`compare-${revision.id}`}
                      mine={fields}
                      theirs={current}
                      fields={changedFields(fields, current)}
                      labels={['This version', 'On screen']}
                    />
                  ) : (
                    <p id={`compare-${revision.id}`} className="mt-2">
                      The same as the text on screen.
                    </p>
                  )
                ) : null}
              </li>
            )
          })}
        </ol>
      )}
      {restoring ? (
        <ConfirmDialog
          title="Restore this version?"
          message={`The post takes the text of ${formatEastern(new Date(restoring.savedAt))} and is saved at once (its address and publication stay as they are). The text it has now stays in the history.`}
          confirmLabel="Restore"
          onCancel={() => setRestoring(null)}
          onConfirm={() => {
            const revision = restoring
            setRestoring(null)
            void onRestore(revision)
          }}
        />
      ) : null}
    </section>
  )
}

/** The start of a body, on one line. */
function snippet(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim()
  return line.length > 90 ? `${line.slice(0, 90)}…` : line || '(no text)'
}
