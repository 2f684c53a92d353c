import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { QUOTE_SUBJECT } from '../../content/subjects'
import { FormResult } from './FormResult'
import { Honeypot } from './Honeypot'
import { SubmitButton } from './SubmitButton'
import { TextField } from './TextField'
import { useContactForm } from './useContactForm'
import { LIMITS } from './validation'

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
  const { values, errors, update, register } = form
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
      <TextField
        id={`${formId}-name`}
        name="name"
        label="Name"
        value={values.name}
        onChange={update('name')}
        error={errors.name}
        autoComplete="name"
        maxLength={LIMITS.name}
        required
        inputRef={register('name')}
      />
      <TextField
        id={`${formId}-email`}
        name="email"
        type="email"
        label="Email"
        value={values.email}
        onChange={update('email')}
        error={errors.email}
        autoComplete="email"
        maxLength={LIMITS.email}
        required
        inputRef={register('email')}
      />
      <TextField
        id={`${formId}-phone`}
        name="phone"
        type="tel"
        label="Phone"
        value={values.phone}
        onChange={update('phone')}
        error={errors.phone}
        autoComplete="tel"
        maxLength={LIMITS.phone}
        inputRef={register('phone')}
      />
      <TextField
        id={`${formId}-message`}
        name="message"
        label="Message"
        value={values.message}
        onChange={update('message')}
        error={errors.message}
        autoComplete="off"
        maxLength={LIMITS.message}
        required
        rows={5}
        inputRef={register('message')}
      />
      <Honeypot formId={formId} />
      <SubmitButton
        busy={form.submitting}
        disabled={!form.ready || form.submitting}
        buttonRef={form.buttonRef}
      >
        {form.submitting ? 'Sending...' : 'Get Started, Now!'}
      </SubmitButton>
      <FormResult
        status={form.status}
        message={form.message}
        flow="contact"
        fallback={form.fallback}
      />
    </form>
  )
}
