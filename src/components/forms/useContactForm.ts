import { type FormEvent, useEffect, useRef, useState } from 'react'
import type { CityId } from '../../content/serviceAreas/types'
import { subjectLabel } from '../../content/subjects'
import { leadEndpoints } from '../../lib/leadEndpoints'
import { clearDraft, loadDraft, saveDraft } from './draft'
import { typedBeforeHydration } from './earlyInput'
import { fallback } from './fallback'
import { useSubmission } from './useSubmission'
import { emailError, LIMITS, MESSAGES, phoneError, requiredError, trimmed } from './validation'

export type ContactField = 'name' | 'email' | 'subject' | 'phone' | 'message'
export type ContactValues = Record<ContactField, string>
export type ContactErrors = Partial<Record<ContactField, string>>

export const CONTACT_SUCCESS = 'Message sent successfully!'
export const contactFailure = (reason: string) => `Error submitting form: ${reason}`

const EMPTY: ContactValues = { name: '', email: '', subject: '', phone: '', message: '' }
const ORDER: ContactField[] = ['name', 'email', 'phone', 'subject', 'message']
const DRAFTED: Record<'main' | 'quick', ContactField[]> = {
  main: ['name', 'email', 'subject', 'message'],
  quick: ['name', 'email', 'phone', 'message'],
}

const FIELD_LIMITS: Record<ContactField, number> = { ...LIMITS, subject: 100 }

function pick(values: ContactValues, fields: ContactField[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, values[field]]))
}

export interface ContactFormOptions {
  formId: string
  variant: 'main' | 'quick'
  fixedSubject?: string | undefined
  area?: CityId | undefined
}

function validate(values: ContactValues, variant: ContactFormOptions['variant']): ContactErrors {
  const errors: ContactErrors = {
    name: requiredError(values.name, MESSAGES.nameMissing, LIMITS.name),
    email: emailError(values.email),
    phone: variant === 'quick' ? phoneError(values.phone) : undefined,
    message: requiredError(values.message, MESSAGES.messageMissing, LIMITS.message),
  }
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error))
}

function fallbackFor(values: ContactValues, subject: string) {
  const clean = trimmed(values)
  const topic = subjectLabel(subject)
  const header = [
    `Name: ${clean.name}`,
    `Email: ${clean.email}`,
    clean.phone ? `Phone: ${clean.phone}` : '',
    topic ? `Topic: ${topic}` : '',
  ].filter(Boolean)
  const title = `Website enquiry${clean.name ? ` from ${clean.name}` : ''}${topic ? `: ${topic}` : ''}`
  return fallback(title, `${header.join('\n')}\n\n${clean.message}`)
}

export function useContactForm({ formId, variant, fixedSubject, area }: ContactFormOptions) {
  const [values, setValues] = useState<ContactValues>(EMPTY)
  const [errors, setErrors] = useState<ContactErrors>({})
  const formRef = useRef<HTMLFormElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLElement | null>>>({})
  const submission = useSubmission(formId, buttonRef)
  const drafted = DRAFTED[variant]

  // After mount, never in the first render: the server had no draft to render. What was
  // typed before hydration is newer than the draft, so it wins field by field.
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current, ORDER)
    const draft = { ...loadDraft(formId), ...typed }
    const restored: Partial<ContactValues> = {}
    for (const field of ORDER) {
      const value = draft[field]
      if (typeof value === 'string' && value) restored[field] = value.slice(0, FIELD_LIMITS[field])
    }
    if (restored.subject && !subjectLabel(restored.subject)) delete restored.subject
    if (!Object.keys(restored).length) return
    const next = { ...EMPTY, ...restored }
    setValues(next)
    if (Object.keys(typed).length) saveDraft(formId, pick(next, drafted))
  }, [formId, drafted])

  // From the latest state: a change can come through an earlier render's handler (typing as the
  // form hydrates), and merging into that render's values would drop adopted text.
  const update = (field: ContactField) => (value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value }
      saveDraft(formId, pick(next, drafted))
      return next
    })
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }

  // Only a topic of the list is sent (a stale draft could hold anything).
  const chosen = values.subject.trim()
  const subject = fixedSubject ?? (subjectLabel(chosen) ? chosen : '')

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submission.submitting) return
    const clean = trimmed(values)
    const found = validate(clean, variant)
    setErrors(found)
    const first = ORDER.find((field) => found[field])
    if (first) {
      fieldRefs.current[first]?.focus()
      return
    }
    const body: Record<string, string> = {
      name: clean.name,
      email: clean.email,
      subject,
      message: clean.message,
    }
    if (variant === 'quick') body.phone = clean.phone
    if (area) body.area = area
    void submission.submit(formRef.current, {
      url: leadEndpoints.contact,
      body,
      successMessage: CONTACT_SUCCESS,
      failureMessage: contactFailure,
      onSuccess: () => clearDraft(formId),
    })
  }

  const register = (field: ContactField) => (element: HTMLElement | null) => {
    fieldRefs.current[field] = element
  }

  return {
    values,
    errors,
    update,
    register,
    onSubmit,
    formRef,
    buttonRef,
    fallback: fallbackFor(values, subject),
    ...submission,
  }
}
