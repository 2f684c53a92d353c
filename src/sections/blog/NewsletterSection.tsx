import { SubscribeForm } from '../../components/forms/SubscribeForm'
import { NEWSLETTER_ID } from './StayUpdatedSection'

/** The blog's newsletter block: the same sign-up flow as the footer. */
export function NewsletterSection() {
  return (
    <section id={NEWSLETTER_ID} aria-labelledby="blog-newsletter-title" className="bg-sand">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h2
          id="blog-newsletter-title"
          className="font-display text-3xl font-semibold text-forest-950"
        >
          Get new posts by email
        </h2>
        <p className="mt-4 text-stone-700">
          One short email when we publish: no spam, and you can unsubscribe at any time.
        </p>
        <div className="mx-auto max-w-xl text-left">
          <SubscribeForm formId="blog-newsletter" />
        </div>
      </div>
    </section>
  )
}
