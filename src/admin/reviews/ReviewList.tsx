import { Link } from 'react-router-dom'
import { cityName } from '../content/ChoiceField'
import { ContentListPage, ENTRY_LINK } from '../content/ContentListPage'
import { testimonials } from '../content/stores'
import type { DeskFirebase } from '../firebase'
import { NEW_REVIEW_PATH, reviewEditPath } from '../paths'
import { excerpt } from './reviewForm'

/** The reviews at /admin/reviews/, drafts too, in the site's order; a sample says it is one. */
export function ReviewList({ firebase }: { firebase: DeskFirebase }) {
  return (
    <ContentListPage
      firebase={firebase}
      store={testimonials}
      title="Reviews"
      add={{ label: 'Add a review', to: NEW_REVIEW_PATH }}
      empty="No reviews yet."
      invalidTitle="Reviews the desk cannot edit"
      item={({ id, doc }) => (
        <>
          <Link to={reviewEditPath(id)} className={ENTRY_LINK}>
            {doc.name}, {cityName(doc.city)}
          </Link>
          <p className="mt-1 text-stone-800">“{excerpt(doc.quote)}”</p>
          <p className="text-sm text-stone-700">
            {doc.sample ? (
              <strong className="font-semibold text-ember-900">Sample, not a real review</strong>
            ) : (
              (doc.source?.name ?? 'No source')
            )}{' '}
            · {doc.status === 'published' ? 'Published' : 'Draft'}
          </p>
        </>
      )}
    />
  )
}
