import { webhooks } from '../../lib/webhooks'
import { ContactFormEnd, ContactTextField, SubjectSelect } from './ContactFields'
import { useContactForm } from './useContactForm'

/**
 * The main contact form: name, email, subject (optional), message. Posts
 * {name, email, subject, message} to the contact webhook; keeps the fields after success.
 */
export function ContactForm({ formId = 'contact' }: { formId?: string }) {
  const form = useContactForm({ formId, variant: 'main' })
  const { values, update } = form
  return (
    <form
      ref={form.formRef}
      className="relative grid gap-4"
      data-form={formId}
      data-ready={form.enhanced || undefined}
      method="post"
      action={webhooks.contact}
      noValidate={form.enhanced}
      aria-busy={form.submitting}
      onSubmit={form.onSubmit}
    >
      <ContactTextField form={form} formId={formId} name="name" />
      <ContactTextField form={form} formId={formId} name="email" />
      <SubjectSelect
        id={`${formId}-subject`}
        value={values.subject}
        onChange={(value) => update('subject')(value)}
      />
      <ContactTextField form={form} formId={formId} name="message" />
      <ContactFormEnd form={form} formId={formId} label="Send Message" />
    </form>
  )
}
