import { Link } from 'react-router-dom'
import { ScrollLink } from '../../components/ScrollLink'

export const NEWSLETTER_ID = 'newsletter'

/** "Stay Updated with Our Blog": Subscribe scrolls to the newsletter block, Learn More opens the services. */
export function StayUpdatedSection() {
  return (
    <section aria-labelledby="stay-updated-title" className="bg-forest-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-16 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="stay-updated-title" className="font-display text-3xl font-semibold text-white">
            Stay Updated with Our Blog
          </h2>
          <p className="mt-4 text-lg text-forest-100">
            Seasonal care tips, material comparisons and real project costs from our crews in the
            Triangle, a few times a month.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ScrollLink
            targetId={NEWSLETTER_ID}
            className="inline-flex min-h-12 items-center rounded-full bg-ember-700 px-6 font-semibold text-white hover:bg-ember-800"
          >
            Subscribe
          </ScrollLink>
          <Link
            to="/services/"
            className="inline-flex min-h-12 items-center rounded-full border border-white px-6 font-semibold text-white hover:bg-white/10"
          >
            Learn More
          </Link>
        </div>
      </div>
    </section>
  )
}
