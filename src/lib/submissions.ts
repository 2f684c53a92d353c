// Defined once: the forms, the lead endpoint and n8n follow it; a new payload field starts here.
import { BUDGET_IDS, QUOTE_PROJECT_IDS, TIMING_IDS } from '../content/quoteAnswers'
import { CITY_IDS } from '../content/serviceAreas/types'
import { subjects } from '../content/subjects'

export type WebhookId = 'newsletter' | 'contact'

export const HONEYPOT_FIELD = 'website'

export interface FieldRule {
  max: number
  required?: boolean
  email?: boolean
  /** Line breaks are kept; without it they become spaces. */
  multiline?: boolean
  /** Only these values are kept; anything else is dropped as if not sent. */
  oneOf?: readonly string[]
}

export const SOURCE_FIELDS = {
  page: { max: 200 },
  utm_source: { max: 150 },
  utm_medium: { max: 150 },
  utm_campaign: { max: 150 },
  utm_term: { max: 150 },
  utm_content: { max: 150 },
  gclid: { max: 200 },
  referrer: { max: 200 },
} as const satisfies Record<string, FieldRule>

export type SourceField = keyof typeof SOURCE_FIELDS

export const WEBHOOK_FIELDS = {
  newsletter: {
    email: { max: 254, required: true, email: true },
    ...SOURCE_FIELDS,
  },
  contact: {
    name: { max: 100, required: true },
    email: { max: 254, required: true, email: true },
    phone: { max: 30 },
    subject: { max: 100, oneOf: subjects.map((subject) => subject.id) },
    message: { max: 5000, required: true, multiline: true },
    area: { max: 40, oneOf: CITY_IDS },
    project: { max: 40, oneOf: QUOTE_PROJECT_IDS },
    details: { max: 5000, multiline: true },
    budget: { max: 40, oneOf: BUDGET_IDS },
    timing: { max: 40, oneOf: TIMING_IDS },
    estimate_project: { max: 40 },
    estimate_size: { max: 10 },
    estimate_material: { max: 40 },
    estimate_option: { max: 40 },
    estimate_low: { max: 10 },
    estimate_high: { max: 10 },
    ...SOURCE_FIELDS,
  },
} as const satisfies Record<WebhookId, Record<string, FieldRule>>

export type WebhookField<W extends WebhookId> = keyof (typeof WEBHOOK_FIELDS)[W] & string

/** Where a browser's own form post lands; fixed, never from the request (no open redirect). */
export const CONFIRMATION_PATHS: Record<WebhookId, string> = {
  newsletter: '/thank-you/subscribed/',
  contact: '/thank-you/message/',
}

export function isWebhookId(id: string): id is WebhookId {
  return Object.hasOwn(WEBHOOK_FIELDS, id)
}

// Also the inputs' `pattern`. The group captures on purpose: Node 20's V8 mis-matches a repeated
// non-capturing one under HTML's `v` flag.
export const EMAIL_PATTERN = '[^\\s@<>"]+@[^\\s@.<>"]+(\\.[^\\s@.<>"]+)+'
const EMAIL = new RegExp(`^${EMAIL_PATTERN}$`)

export function isEmail(value: string): boolean {
  return EMAIL.test(value)
}

// Controls (line breaks and tabs are handled first), every default-ignorable code point (zero-width,
// direction, soft hyphen, Hangul fillers, tags, variation selectors…), the Braille blank, which is
// not one, and half of a surrogate pair. The first group keeps an emoji's own presentation selector
// (❤️ stays red), as before; a selector anywhere else is dropped.
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
  /(\p{Emoji}[\ufe0e\ufe0f])|[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2800\p{Default_Ignorable_Code_Point}]|\p{Surrogate}/gu
const LONE_SURROGATE = /\p{Surrogate}/gu
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

function dropInvisible(value: string): string {
  return value.replace(INVISIBLE, (_, emoji: string | undefined) => emoji ?? '')
}

/** What "required" asks for: a letter or a digit once the invisible characters are gone. */
export function hasContent(value: string): boolean {
  return LETTER_OR_DIGIT.test(dropInvisible(value))
}

export function cleanValue(value: string, rule: Pick<FieldRule, 'max' | 'multiline'>): string {
  let text = dropInvisible(value.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(/\t/g, ' '))
  if (!rule.multiline) text = text.replace(/\n+/g, ' ')
  // The cap counts UTF-16 units and may cut an emoji in half: that half goes too.
  return text.trim().slice(0, rule.max).replace(LONE_SURROGATE, '')
}

export type Cleaned =
  | { ok: true; body: Record<string, string>; bot: boolean }
  | { ok: false; problems: string[] }

// Known fields in declared order: the app's JSON and the browser's own post store the same body.
export function cleanSubmission(webhook: WebhookId, input: Record<string, unknown>): Cleaned {
  const rules: Record<string, FieldRule> = WEBHOOK_FIELDS[webhook]
  const body: Record<string, string> = {}
  const problems: string[] = []
  for (const [name, rule] of Object.entries(rules)) {
    const raw = input[name]
    const value = typeof raw === 'string' ? cleanValue(raw, rule) : ''
    if (value && (!rule.oneOf || rule.oneOf.includes(value))) body[name] = value
    if (rule.required && !hasContent(body[name] ?? '')) problems.push(`${name} is required`)
    else if (rule.email && body[name] && !isEmail(body[name])) problems.push(`${name} is not valid`)
  }
  // A bot is answered as a success whatever else it sent: it learns nothing about the checks.
  const trap = input[HONEYPOT_FIELD]
  if (typeof trap === 'string' && trap.trim() !== '') return { ok: true, body, bot: true }
  if (problems.length) return { ok: false, problems }
  return { ok: true, body, bot: false }
}
