import { type ReactNode, useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { PRIMARY_BUTTON } from '../Field'
import { failureMessage } from '../failureMessage'
import type { DeskFirebase } from '../firebase'
import { InvalidDocuments } from '../InvalidDocuments'
import type { ContentList, ContentStore } from './contentStore'
import type { Stored } from './stored'

// Documents the desk cannot edit are shown rather than hidden.
export function ContentListPage<Doc extends { order: number }>({
  firebase,
  store,
  title,
  add,
  empty,
  invalidTitle,
  item,
}: {
  firebase: DeskFirebase
  store: ContentStore<Doc>
  title: string
  add: { label: string; to: string }
  empty: string
  invalidTitle: string
  item: (stored: Stored<Doc>) => ReactNode
}) {
  const [list, setList] = useState<ContentList<Doc> | null>(null)
  const [failed, setFailed] = useState('')
  useEffect(() => {
    let live = true
    store.list(firebase).then(
      (read) => live && setList(read),
      (error: unknown) => live && setFailed(failureMessage(error, { keptOnDevice: false })),
    )
    return () => {
      live = false
    }
  }, [firebase, store])
  const items = list ? [...list.items].sort((a, b) => a.doc.order - b.doc.order) : []
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold text-forest-950">{title}</h1>
        <Link to={add.to} className={PRIMARY_BUTTON}>
          {add.label}
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
        <p className="mt-4">{empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-300 bg-white">
          {items.map((stored) => (
            <li key={stored.id} className="p-3">
              {item(stored)}
            </li>
          ))}
        </ul>
      )}
      {list ? <InvalidDocuments title={invalidTitle} documents={list.invalid} /> : null}
    </div>
  )
}

export const ENTRY_LINK = 'font-semibold text-forest-900 underline underline-offset-2'
