import type { HTMLInputAutoCompleteAttribute } from 'react'
import { FormResult } from './FormResult'
import { Honeypot } from './Honeypot'
import { SubmitButton } from './SubmitButton'
import { TextField } from './TextField'
import type { useContactForm } from './useContactForm'
import { LIMITS } from './validation'

type ContactFormState = ReturnType<typeof useContactForm>
type TextFieldName = keyof typeof LIMITS

/** The text fields both contact forms share, as data: each form lists the ones it shows. */
const FIELDS: Record<
  TextFieldName,
  {
    label: string
    type?: 'email' | 'tel'
    autoComplete: HTMLInputAutoCompleteAttribute
    required: boolean
    rows?: number
  }
> = {
  name: { label: 'Name', autoComplete: 'name', required: true },
  email: { label: 'Email', type: 'email', autoComplete: 'email', required: true },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', required: false },
  message: { label: 'Message', autoComplete: 'off', required: true, rows: 5 },
}

/** One text field of a contact form, wired to the form's state. */
export function ContactTextField({
  form,
  formId,
  name,
}: {
  form: ContactFormState
  formId: string
  name: TextFieldName
}) {
  const { label, type, autoComplete, required, rows } = FIELDS[name]
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
      {...(rows ? { rows } : {})}
      inputRef={form.register(name)}
    />
  )
}

/** What ends both contact forms: the honeypot, the submit button and the result message. */
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
      <SubmitButton
        busy={form.submitting}
        disabled={!form.ready || form.submitting}
        buttonRef={form.buttonRef}
      >
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
