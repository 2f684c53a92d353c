import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { AnyCollection } from '../collections/collection'
import type { ContentList } from '../content/contentStore'
import { PRIMARY_BUTTON } from '../Field'
import { failureMessage } from '../failureMessage'
import type { DeskFirebase } from '../firebase'
import { InvalidDocuments } from '../InvalidDocuments'
import { RecentlyDeleted } from '../RecentlyDeleted'

export const ENTRY_LINK = 'font-semibold text-forest-900 underline underline-offset-2'

/**
 * A collection's documents, drafts too, in the site's order; documents the desk cannot edit are
 * shown rather than hidden, and what was deleted lately can come back (docs/decisions/0018).
 */
export function ListPage({
  firebase,
  collection,
}: {
  firebase: DeskFirebase
  collection: AnyCollection
}) {
  const { list: labels } = collection.labels
  const [list, setList] = useState<ContentList<unknown> | null>(null)
  const [failed, setFailed] = useState('')
  // Read again after a document is restored.
  const [round, setRound] = useState(0)
  useEffect(() => {
    let live = true
    void round
    collection.store.list(firebase).then(
      (read) => live && setList(read),
      (error: unknown) => live && setFailed(failureMessage(error)),
    )
    return () => {
      live = false
    }
  }, [firebase, collection, round])
  if (!labels || !collection.listItem) return null
  const items = list
    ? [...list.items].sort((a, b) => (collection.order ? collection.order(a.doc, b.doc) : 0))
    : []
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold text-forest-950">{labels.title}</h1>
        {labels.add ? (
          <Link to={labels.add.path} className={PRIMARY_BUTTON}>
            {labels.add.label}
          </Link>
        ) : null}
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
        <p className="mt-4">{labels.empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-300 bg-white">
          {items.map((stored) => {
            const item = collection.listItem?.(stored)
            return item ? (
              <li key={stored.id} className="p-3">
                <Link to={collection.editPath(stored.id)} className={ENTRY_LINK}>
                  {item.title}
                </Link>
                {item.quote ? <p className="mt-1 text-stone-800">{item.quote}</p> : null}
                <p className="text-sm text-stone-700">{item.note}</p>
              </li>
            ) : null
          })}
        </ul>
      )}
      {list ? <InvalidDocuments title={labels.invalid} documents={list.invalid} /> : null}
      {collection.kind.tombstones ? (
        <RecentlyDeleted
          firebase={firebase}
          kind={collection.kind}
          editPath={collection.editPath}
          onRestored={() => setRound((r) => r + 1)}
        />
      ) : null}
    </div>
  )
}
