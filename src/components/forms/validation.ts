/** Field limits and checks of every form: the webhooks' own, so what passes is stored whole. */
import { hasContent, isEmail, WEBHOOK_FIELDS } from '../../lib/submissions'

const contact = WEBHOOK_FIELDS.contact
export const LIMITS = {
  name: contact.name.max,
  email: contact.email.max,
  phone: contact.phone.max,
  message: contact.message.max,
} as const

export const MESSAGES = {
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  nameMissing: 'Enter your name.',
  messageMissing: 'Enter your message.',
  phoneInvalid: 'Enter a phone number with at least 7 digits, or leave it blank.',
  tooLong: (max: number) => `Keep this under ${max} characters.`,
} as const

// Missing as the endpoint counts it: no letter or digit once invisible characters are dropped.
export function emailError(value: string): string | undefined {
  if (!hasContent(value)) return MESSAGES.emailMissing
  if (value.length > LIMITS.email || !isEmail(value)) return MESSAGES.emailInvalid
  return undefined
}

export function requiredError(value: string, missing: string, max: number): string | undefined {
  if (!hasContent(value)) return missing
  if (value.length > max) return MESSAGES.tooLong(max)
  return undefined
}

export function phoneError(value: string): string | undefined {
  if (!value) return undefined
  const digits = value.replace(/\D/g, '').length
  if (!/^[\d\s()+.\-x]+$/i.test(value) || digits < 7 || value.length > LIMITS.phone) {
    return MESSAGES.phoneInvalid
  }
  return undefined
}

export function trimmed<T extends Record<string, string>>(values: T): T {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(values)) out[key] = value.trim()
  return out as T
}
