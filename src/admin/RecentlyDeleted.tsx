import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { formatEastern } from './eastern'
import { SECONDARY_BUTTON } from './Field'
import type { DeskFirebase } from './firebase'
import { Offline, SaveConflict } from './store/errors'
import type { DocKind } from './store/kind'
import { listDeleted, restoreDeleted } from './store/restore'
import { type Deleted, KEEP_DELETED_DAYS } from './store/tombstones'

type Outcome = { restored: Deleted } | { failed: string } | null

function refusal(error: unknown, noun: string): string {
  if (error instanceof SaveConflict) return `Not restored: this ${noun} is back already.`
  if (error instanceof Offline)
    return 'You are offline: nothing was restored. Try again once you are back online.'
  return `Not restored: ${error instanceof Error ? error.message : String(error)}`
}

/**
 * Below a list: what was deleted in the last 30 days, each brought back as a draft with one
 * press (docs/decisions/0018). Nothing is shown when nothing was.
 */
export function RecentlyDeleted<S>({
  firebase,
  kind,
  editPath,
  onRestored,
}: {
  firebase: DeskFirebase
  kind: DocKind<S>
  editPath: (id: string) => string
  onRestored: () => void
}) {
  const [list, setList] = useState<Deleted[] | null>(null)
  const [failed, setFailed] = useState('')
  const [busy, setBusy] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)

  useEffect(() => {
    let live = true
    listDeleted(firebase, kind).then(
      (read) => live && setList(read),
      (e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)),
    )
    return () => {
      live = false
    }
  }, [firebase, kind])

  const restore = async (item: Deleted) => {
    setBusy(item.id)
    setOutcome(null)
    try {
      await restoreDeleted(firebase, kind, item.id)
      setOutcome({ restored: item })
      setList((read) => read?.filter((d) => d.id !== item.id) ?? null)
      onRestored()
    } catch (error) {
      setOutcome({ failed: refusal(error, kind.noun) })
    } finally {
      setBusy(null)
    }
  }

  if (!failed && !outcome && !list?.length) return null
  return (
    <section aria-labelledby={`${kind.collection}-deleted`} className="mt-8">
      <h2 id={`${kind.collection}-deleted`} className="font-semibold">
        Recently deleted
      </h2>
      <p className="text-sm text-stone-700">
        Kept {KEEP_DELETED_DAYS} days. Restore brings one back as a draft, with its history.
      </p>
      {failed ? (
        <p className="mt-2 text-red-800">
          The deleted {kind.noun}s could not be read: {failed}
        </p>
      ) : null}
      {outcome && 'restored' in outcome ? (
        <p role="status" className="mt-2 rounded-lg bg-forest-50 p-3">
          “{outcome.restored.title}” is back, as a draft.{' '}
          <Link to={editPath(outcome.restored.id)} className="font-semibold underline">
            Open it
          </Link>
        </p>
      ) : outcome ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {outcome.failed}
        </p>
      ) : null}
      {list?.length ? (
        <ul className="mt-3 divide-y divide-stone-300 rounded-xl border border-stone-300 bg-white">
          {list.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1 basis-60">
                <p className="font-semibold wrap-anywhere">{item.title}</p>
                <p className="text-sm text-stone-700">
                  Deleted {formatEastern(new Date(item.deletedAt))}
                  {item.deletedBy ? ` by ${item.deletedBy}` : ''}
                </p>
              </div>
              <button
                type="button"
                className={SECONDARY_BUTTON}
                disabled={busy !== null}
                onClick={() => void restore(item)}
              >
                Restore<span className="sr-only"> “{item.title}”</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
