import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import type { TestimonialDocument } from '../../content/schema/testimonials'
import type { ContentList } from '../content/contentStore'
import { testimonials } from '../content/stores'
import { PRIMARY_BUTTON } from '../Field'
import { failureMessage } from '../failureMessage'
import type { DeskFirebase } from '../firebase'
import { InvalidDocuments } from '../InvalidDocuments'
import { NEW_REVIEW_PATH, reviewEditPath } from '../paths'
import { cityName } from '../projects/ProjectEditor'

/** The quote's start, cut at a word, for the list. */
export const excerpt = (quote: string, max = 90) =>
  quote.length <= max ? quote : `${quote.slice(0, max).replace(/\s+\S*$/, '')}…`

/** The reviews at /admin/reviews/, drafts too, in the site's order. */
export function ReviewList({ firebase }: { firebase: DeskFirebase }) {
  const [list, setList] = useState<ContentList<TestimonialDocument> | null>(null)
  const [failed, setFailed] = useState('')
  useEffect(() => {
    let live = true
    testimonials.list(firebase).then(
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
        <h1 className="font-display text-3xl font-semibold text-forest-950">Reviews</h1>
        <Link to={NEW_REVIEW_PATH} className={PRIMARY_BUTTON}>
          Add a review
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
        <p className="mt-4">No reviews yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-300 bg-white">
          {items.map(({ id, doc }) => (
            <li key={id} className="p-3">
              <Link
                to={reviewEditPath(id)}
                className="font-semibold text-forest-900 underline underline-offset-2"
              >
                {doc.name}, {cityName(doc.city)}
              </Link>
              <p className="mt-1 text-stone-800">“{excerpt(doc.quote)}”</p>
              <p className="text-sm text-stone-700">
                {doc.sample ? (
                  <strong className="font-semibold text-ember-900">
                    Sample, not a real review
                  </strong>
                ) : (
                  (doc.source?.name ?? 'No source')
                )}{' '}
                · {doc.status === 'published' ? 'Published' : 'Draft'}
              </p>
            </li>
          ))}
        </ul>
      )}
      {list ? (
        <InvalidDocuments title="Reviews the desk cannot edit" documents={list.invalid} />
      ) : null}
    </div>
  )
}
