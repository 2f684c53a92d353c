import { useEffect, useState } from 'react'
import { ConfirmDialog } from '../ConfirmDialog'
import type { AnyCollection } from '../collections/collection'
import { formatEastern } from '../eastern'
import { SECONDARY_BUTTON } from '../Field'
import type { DeskFirebase } from '../firebase'
import type { Revision } from '../store/history'
import { Comparison } from './ConflictPanel'
import { sameValues } from './useCollectionEditor'

interface HistoryPanelProps<Values> {
  firebase: DeskFirebase
  collection: AnyCollection
  id: string
  current: Values
  busy: boolean
  onRestore: (revision: Revision<unknown>) => Promise<unknown>
}

// Every collection's history (docs/decisions/0018); mounted anew after each save (its key), so the
// list is current.
export function HistoryPanel<Values>({
  firebase,
  collection,
  id,
  current,
  busy,
  onRestore,
}: HistoryPanelProps<Values>) {
  const [revisions, setRevisions] = useState<Revision<unknown>[] | null>(null)
  const [failed, setFailed] = useState('')

  useEffect(() => {
    let live = true
    collection.store.revisions(firebase, id).then(
      (list) => live && setRevisions(list),
      (e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)),
    )
    return () => {
      live = false
    }
  }, [firebase, id, collection])

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
                  {revision.savedAt
                    ? formatEastern(new Date(revision.savedAt), new Date(), { capital: true })
                    : 'Undated'}
                </span>
                {' · '}
                {revision.savedBy ?? 'before the history began'}
                {stateOf(revision.doc)}
                {index === 0 ? ' · the latest save' : ''}
              </p>
              <Version
                collection={collection}
                revision={revision}
                current={current}
                busy={busy}
                onRestore={onRestore}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

const stateOf = (doc: unknown) => {
  const status = (doc as { status?: unknown }).status
  return typeof status === 'string' ? ` · ${status}` : ''
}

function Version<Values>({
  collection,
  revision,
  current,
  busy,
  onRestore,
}: {
  collection: AnyCollection
  revision: Revision<unknown>
  current: Values
  busy: boolean
  onRestore: (revision: Revision<unknown>) => Promise<unknown>
}) {
  const [open, setOpen] = useState(false)
  const [restoring, setRestoring] = useState(false)
  const values = collection.toValues(revision.doc) as Values
  const compareId = `compare-${revision.id}`
  const when = revision.savedAt
    ? `the text saved ${formatEastern(new Date(revision.savedAt))}`
    : 'the text of this version'
  return (
    <>
      {/* Saves a minute apart share a time: a line of the text tells them apart. */}
      <p className="text-sm wrap-anywhere text-stone-700">{collection.summary(revision.doc)}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={SECONDARY_BUTTON}
          aria-expanded={open}
          aria-controls={compareId}
          onClick={() => setOpen(!open)}
        >
          Compare with the text on screen
        </button>
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={busy}
          onClick={() => setRestoring(true)}
        >
          Restore this version
        </button>
      </div>
      {open ? (
        sameValues(values, current) ? (
          <p id={compareId} className="mt-2">
            The same as the text on screen.
          </p>
        ) : (
          <Comparison
            id={compareId}
            fields={collection.labels.fields}
            mine={values}
            theirs={current}
            labels={['This version', 'On screen']}
            {...(collection.describe ? { describe: collection.describe } : {})}
          />
        )
      ) : null}
      {restoring ? (
        <ConfirmDialog
          title="Restore this version?"
          message={
            collection.labels.plural
              ? `The ${collection.labels.noun} take ${when} and are saved at once. What they say now stays in the history.`
              : `The ${collection.labels.noun} takes ${when} and is saved at once (its address and publication stay as they are). The text it has now stays in the history.`
          }
          confirmLabel="Restore"
          onCancel={() => setRestoring(false)}
          onConfirm={() => {
            setRestoring(false)
            void onRestore(revision)
          }}
        />
      ) : null}
    </>
  )
}
