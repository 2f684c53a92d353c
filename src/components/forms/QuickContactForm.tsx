import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { QUOTE_SUBJECT } from '../../content/subjects'
import { leadEndpoints } from '../../lib/leadEndpoints'
import { ContactFormEnd, ContactTextField, SubjectSelect } from './ContactFields'
import { useContactForm } from './useContactForm'

export function QuickContactForm({ formId = 'quick-contact' }: { formId?: string }) {
  const { search } = useLocation()
  // The query is read after mount: the pre-rendered page has none, and hydration must match.
  const [quote, setQuote] = useState(false)
  useEffect(() => setQuote(new URLSearchParams(search).get('type') === 'quote'), [search])

  const form = useContactForm({
    formId,
    variant: 'quick',
    fixedSubject: quote ? QUOTE_SUBJECT : '',
  })
  const titleId = `${formId}-title`
  return (
    <form
      ref={form.formRef}
      className="relative grid gap-4"
      data-form={formId}
      data-ready={form.enhanced || undefined}
      method="post"
      action={leadEndpoints.contact}
      noValidate={form.enhanced}
      data-quote={quote || undefined}
      aria-labelledby={titleId}
      aria-busy={form.submitting}
      onSubmit={form.onSubmit}
    >
      <h3 id={titleId} className="text-xl font-semibold text-forest-950">
        {quote ? 'Request a quote' : 'Send us a message'}
      </h3>
      {quote ? (
        <p className="-mt-2 text-sm text-stone-700">
          Prefer a few questions instead?{' '}
          <Link to="/quote/" className="font-semibold text-forest-800 underline">
            Answer them step by step
          </Link>
          .
        </p>
      ) : null}
      <ContactTextField form={form} formId={formId} name="name" />
      <ContactTextField form={form} formId={formId} name="email" />
      <ContactTextField form={form} formId={formId} name="phone" />
      {/* No script reads ?type=quote, so the visitor picks the topic (docs/decisions/0001). */}
      <noscript>
        <SubjectSelect id={`${formId}-subject`} />
      </noscript>
      <ContactTextField form={form} formId={formId} name="message" />
      <ContactFormEnd form={form} formId={formId} label="Get Started, Now!" />
    </form>
  )
}
