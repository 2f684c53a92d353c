import { SUBJECT_PLACEHOLDER, subjects } from '../../content/subjects'
import { ContactFormEnd, ContactTextField } from './ContactFields'
import { useContactForm } from './useContactForm'

/**
 * The main contact form: name, email, subject (optional), message. Posts
 * {name, email, subject, message} to the contact webhook; keeps the fields after success.
 */
export function ContactForm({ formId = 'contact' }: { formId?: string }) {
  const form = useContactForm({ formId, variant: 'main' })
  const { values, update } = form
  const subjectId = `${formId}-subject`
  return (
    <form
      ref={form.formRef}
      className="relative grid gap-4"
      data-form={formId}
      noValidate
      aria-busy={form.submitting}
      onSubmit={form.onSubmit}
    >
      <ContactTextField form={form} formId={formId} name="name" />
      <ContactTextField form={form} formId={formId} name="email" />
      <div className="grid gap-1">
        <label htmlFor={subjectId} className="text-sm font-medium text-forest-950">
          Subject <span className="font-normal text-stone-600">(optional)</span>
        </label>
        <select
          id={subjectId}
          name="subject"
          value={values.subject}
          onChange={(event) => update('subject')(event.target.value)}
          className="min-h-12 w-full rounded-lg border border-forest-300 bg-white px-4 text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-forest-600 focus-visible:ring-offset-2"
        >
          <option value="">{SUBJECT_PLACEHOLDER}</option>
          {subjects.map((subject) => (
            <option key={subject.id} value={subject.id}>
              {subject.label}
            </option>
          ))}
        </select>
      </div>
      <ContactTextField form={form} formId={formId} name="message" />
      <ContactFormEnd form={form} formId={formId} label="Send Message" />
    </form>
  )
}
