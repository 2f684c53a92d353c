import { useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import type { AnyCollection } from '../collections/collection'
import type { ContentList } from '../content/contentStore'
import { formatEastern } from '../eastern'
import { INPUT_CLASS, PRIMARY_BUTTON } from '../Field'
import { failureMessage } from '../failureMessage'
import type { DeskFirebase } from '../firebase'
import { InvalidDocuments } from '../InvalidDocuments'
import { RecentlyDeleted } from '../RecentlyDeleted'
import { Options } from './Options'

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
  const { listing } = collection
  const [list, setList] = useState<ContentList<unknown> | null>(null)
  const [failed, setFailed] = useState('')
  const [query, setQuery] = useState('')
  const [state, setState] = useState('all')
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
  const now = new Date()
  const items = useMemo(
    () =>
      list
        ? [...list.items].sort((a, b) => (collection.order ? collection.order(a.doc, b.doc) : 0))
        : [],
    [list, collection],
  )
  const q = query.trim().toLowerCase()
  const shown = items.filter(
    (stored) =>
      (!q || collection.title(stored.doc).toLowerCase().includes(q)) &&
      (state === 'all' || listing?.stateOf(stored.doc, now) === state),
  )
  // What goes live next, soonest first.
  const upcoming = items
    .flatMap((stored) => {
      const at = listing?.upcoming?.(stored.doc, now)
      return at ? [{ stored, at }] : []
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime())
  if (!labels || !collection.listItem) return null
  const plural = labels.title.toLowerCase()
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
      {upcoming.length ? (
        <section aria-labelledby="upcoming-title" className="mt-6 rounded-xl bg-ember-50 p-4">
          <h2 id="upcoming-title" className="font-semibold">
            Scheduled to go live (US Eastern time)
          </h2>
          <ul className="mt-2 grid gap-1">
            {upcoming.map(({ stored, at }) => (
              <li key={stored.id}>
                <span className="font-semibold">{formatEastern(at, now, { capital: true })}</span>:{' '}
                <Link to={collection.editPath(stored.id)} className="underline">
                  {collection.title(stored.doc)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {listing ? (
        <div className="mt-6 flex flex-wrap gap-4">
          <div className="min-w-0 max-w-md flex-1 basis-60">
            <label htmlFor="list-search" className="font-semibold">
              Search by title
            </label>
            <input
              id="list-search"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className={INPUT_CLASS}
            />
          </div>
          <div>
            <label htmlFor="list-state" className="font-semibold">
              Show
            </label>
            <select
              id="list-state"
              value={state}
              onChange={(e) => setState(e.target.value)}
              className={INPUT_CLASS}
            >
              <option value="all">All {plural}</option>
              <Options labels={listing.states} />
            </select>
          </div>
        </div>
      ) : null}
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
        <>
          {listing ? (
            <p className="mt-4 text-sm text-stone-700" role="status">
              {shown.length} of {items.length} {plural}
            </p>
          ) : null}
          <ul className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-300 bg-white">
            {shown.map((stored) => {
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
        </>
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
