import { SUBJECT_PLACEHOLDER, subjects } from '../../content/subjects'
import { FormResult } from './FormResult'
import { Honeypot } from './Honeypot'
import { SubmitButton } from './SubmitButton'
import { TextField } from './TextField'
import { useContactForm } from './useContactForm'
import { LIMITS } from './validation'

/**
 * The main contact form: name, email, subject (optional), message. Posts
 * {name, email, subject, message} to the contact webhook; keeps the fields after success.
 */
export function ContactForm({ formId = 'contact' }: { formId?: string }) {
  const form = useContactForm({ formId, variant: 'main' })
  const { values, errors, update, register } = form
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
        {form.submitting ? 'Sending...' : 'Send Message'}
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
