/**
 * Field limits and checks shared by every form. The limits keep any submission far below the
 * inbox's 64 KB body cap and match the `maxlength` attributes, so what passes here was typable.
 */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
} as const

// One @, no spaces, and a dot in the domain: what a mail server will actually deliver to.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

export const MESSAGES = {
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  nameMissing: 'Enter your name.',
  messageMissing: 'Enter your message.',
  phoneInvalid: 'Enter a phone number with at least 7 digits, or leave it blank.',
  tooLong: (max: number) => `Keep this under ${max} characters.`,
} as const

export function emailError(value: string): string | undefined {
  if (!value) return MESSAGES.emailMissing
  if (value.length > LIMITS.email || !EMAIL.test(value)) return MESSAGES.emailInvalid
  return undefined
}

export function requiredError(value: string, missing: string, max: number): string | undefined {
  if (!value) return missing
  if (value.length > max) return MESSAGES.tooLong(max)
  return undefined
}

/** Optional; when given, it must look dialable: digits and the usual separators. */
export function phoneError(value: string): string | undefined {
  if (!value) return undefined
  const digits = value.replace(/\D/g, '').length
  if (!/^[\d\s()+.\-x]+$/i.test(value) || digits < 7 || value.length > LIMITS.phone) {
    return MESSAGES.phoneInvalid
  }
  return undefined
}

/** Every string value trimmed, the way it is validated and sent. */
export function trimmed<T extends Record<string, string>>(values: T): T {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(values)) out[key] = value.trim()
  return out as T
}
