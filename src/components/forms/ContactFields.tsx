import type { HTMLInputAutoCompleteAttribute } from 'react'
import { SUBJECT_PLACEHOLDER, subjects } from '../../content/subjects'
import { EMAIL_PATTERN } from '../../lib/submissions'
import { FormResult } from './FormResult'
import { Honeypot } from './Honeypot'
import { PageField } from './PageField'
import { SubmitButton } from './SubmitButton'
import { TextField } from './TextField'
import type { useContactForm } from './useContactForm'
import { LIMITS } from './validation'

type ContactFormState = ReturnType<typeof useContactForm>
type TextFieldName = keyof typeof LIMITS

const FIELDS: Record<
  TextFieldName,
  {
    label: string
    type?: 'email' | 'tel'
    autoComplete: HTMLInputAutoCompleteAttribute
    required: boolean
    pattern?: string
    rows?: number
  }
> = {
  name: { label: 'Name', autoComplete: 'name', required: true },
  email: {
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    required: true,
    pattern: EMAIL_PATTERN,
  },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', required: false },
  message: { label: 'Message', autoComplete: 'off', required: true, rows: 5 },
}

export function ContactTextField({
  form,
  formId,
  name,
}: {
  form: ContactFormState
  formId: string
  name: TextFieldName
}) {
  const { label, type, autoComplete, required, pattern, rows } = FIELDS[name]
  return (
    <TextField
      id={`${formId}-${name}`}
      name={name}
      {...(type ? { type } : {})}
      label={label}
      value={form.values[name]}
      onChange={form.update(name)}
      error={form.errors[name]}
      autoComplete={autoComplete}
      maxLength={LIMITS[name]}
      required={required}
      {...(pattern ? { pattern } : {})}
      {...(rows ? { rows } : {})}
      inputRef={form.register(name)}
    />
  )
}

export function ContactFormEnd({
  form,
  formId,
  label,
}: {
  form: ContactFormState
  formId: string
  label: string
}) {
  return (
    <>
      <Honeypot formId={formId} />
      <PageField />
      <SubmitButton busy={form.submitting} disabled={form.submitting} buttonRef={form.buttonRef}>
        {form.submitting ? 'Sending...' : label}
      </SubmitButton>
      <FormResult
        status={form.status}
        message={form.message}
        flow="contact"
        fallback={form.fallback}
      />
    </>
  )
}

/** The optional topic: uncontrolled (no `value`) where only the browser reads it. */
export function SubjectSelect({
  id,
  value,
  onChange,
}: {
  id: string
  value?: string
  onChange?: (value: string) => void
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-forest-950">
        Subject <span className="font-normal text-stone-600">(optional)</span>
      </label>
      <select
        id={id}
        name="subject"
        {...(value === undefined
          ? { defaultValue: '' }
          : { value, onChange: (event) => onChange?.(event.target.value) })}
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
  )
}
