/**
 * What each webhook accepts, defined once. The forms take their field names and limits from here,
 * the local inbox (scripts/inbox.ts) cleans every submission with `cleanSubmission`, whichever way
 * it came (the app's JSON or the browser's own form post), and README "Going live" asks the n8n
 * webhooks to apply the same rules. A field a later feature adds to a payload is added here first.
 */
import { BUDGET_IDS, QUOTE_PROJECT_IDS, TIMING_IDS } from '../content/quoteAnswers'
import { CITY_IDS } from '../content/serviceAreas/types'
import { subjects } from '../content/subjects'

export type WebhookId = 'newsletter' | 'contact'

/** The honeypot's field name: people leave it empty, bots fill it in. */
export const HONEYPOT_FIELD = 'website'

export interface FieldRule {
  /** Longest value kept, in characters; a longer one is cut. */
  max: number
  required?: boolean
  /** Must look like a deliverable address (see EMAIL_PATTERN). */
  email?: boolean
  /** Line breaks are kept (a message); anywhere else they become spaces. */
  multiline?: boolean
  /** Only these values are kept; anything else is dropped as if not sent. */
  oneOf?: readonly string[]
}

/**
 * Where a lead came from (src/lib/leadSource.ts), on every webhook: the page the form was sent
 * from (a hidden field, so the browser's own post has it too), and, when the visit arrived with
 * them and the app ran, the first-touch campaign parameters and the referring host.
 */
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
    /** The service area whose page the message was sent from (/service-areas/{area}/). */
    area: { max: 40, oneOf: CITY_IDS },
    // A guided quote request (/quote/), and the estimate it started from (/estimate/).
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

/**
 * Where a browser's own form post lands: one pre-rendered confirmation page per flow. Fixed per
 * webhook, never taken from the request (no open redirect).
 */
export const CONFIRMATION_PATHS: Record<WebhookId, string> = {
  newsletter: '/thank-you/subscribed/',
  contact: '/thank-you/message/',
}

export function isWebhookId(id: string): id is WebhookId {
  return Object.hasOwn(WEBHOOK_FIELDS, id)
}

/**
 * One @, no spaces, and a dot in the domain: what a mail server will actually deliver to; and no
 * `<`, `>` or `"`, which only markup or a header injection would put in an address. The
 * same rule is the email inputs' `pattern` (HTML anchors it), so the browser refuses what the app
 * and the inbox would. (A capturing group on purpose: V8 11, Node 20's, mis-matches a repeated
 * non-capturing group after a negated class under the `v` flag that HTML patterns use.)
 */
export const EMAIL_PATTERN = '[^\\s@<>"]+@[^\\s@.<>"]+(\\.[^\\s@.<>"]+)+'
const EMAIL = new RegExp(`^${EMAIL_PATTERN}$`)

export function isEmail(value: string): boolean {
  return EMAIL.test(value)
}

/**
 * Characters nobody types into a form and that change how text shows: C0 and C1 controls and DEL
 * (tab and line feed are handled separately), zero-width characters, direction marks, embeddings,
 * overrides and isolates (which can make a name read backwards in the owner's inbox), and the
 * byte-order mark.
 */
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g

/**
 * A value as it is stored: no invisible or direction-changing characters, line and paragraph
 * separators as line breaks, trimmed, at most `rule.max` characters.
 */
export function cleanValue(value: string, rule: Pick<FieldRule, 'max' | 'multiline'>): string {
  let text = value
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(INVISIBLE, '')
  if (!rule.multiline) text = text.replace(/\n+/g, ' ')
  return text.trim().slice(0, rule.max)
}

export type Cleaned =
  | { ok: true; body: Record<string, string>; bot: boolean }
  | { ok: false; problems: string[] }

/**
 * The stored body of a submission: the webhook's known fields that hold a non-empty string, in
 * the order declared above, each cleaned. Unknown keys (the honeypot among them) are dropped, so
 * the app's JSON and the browser's form post of the same answers store the same body. A filled
 * honeypot marks a bot; otherwise a missing required field or a malformed address is a problem.
 */
export function cleanSubmission(webhook: WebhookId, input: Record<string, unknown>): Cleaned {
  const rules: Record<string, FieldRule> = WEBHOOK_FIELDS[webhook]
  const body: Record<string, string> = {}
  const problems: string[] = []
  for (const [name, rule] of Object.entries(rules)) {
    const raw = input[name]
    const value = typeof raw === 'string' ? cleanValue(raw, rule) : ''
    if (value && (!rule.oneOf || rule.oneOf.includes(value))) body[name] = value
    if (rule.required && !body[name]) problems.push(`${name} is required`)
    else if (rule.email && body[name] && !isEmail(body[name])) problems.push(`${name} is not valid`)
  }
  // A bot is answered as a success whatever else it sent: it learns nothing about the checks.
  const trap = input[HONEYPOT_FIELD]
  if (typeof trap === 'string' && trap.trim() !== '') return { ok: true, body, bot: true }
  if (problems.length) return { ok: false, problems }
  return { ok: true, body, bot: false }
}
