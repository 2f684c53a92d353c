import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { QUOTE_SUBJECT } from '../../content/subjects'
import { ContactFormEnd, ContactTextField } from './ContactFields'
import { useContactForm } from './useContactForm'

/**
 * The second contact form of the Contact and About pages: name, email, phone, message and
 * "Get Started, Now!". Sends through the contact flow with `phone` added; opened as
 * /contact-us/?type=quote it is a quote request filed under Project Consultation.
 */
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
      data-quote={quote || undefined}
      noValidate
      aria-labelledby={titleId}
      aria-busy={form.submitting}
      onSubmit={form.onSubmit}
    >
      <h3 id={titleId} className="text-xl font-semibold text-forest-950">
        {quote ? 'Request a quote' : 'Send us a message'}
      </h3>
      <ContactTextField form={form} formId={formId} name="name" />
      <ContactTextField form={form} formId={formId} name="email" />
      <ContactTextField form={form} formId={formId} name="phone" />
      <ContactTextField form={form} formId={formId} name="message" />
      <ContactFormEnd form={form} formId={formId} label="Get Started, Now!" />
    </form>
  )
}
