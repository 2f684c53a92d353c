/**
 * A lead as the owner's office reads and edits it: Firestore `leads/{id}`, written by the lead
 * endpoint (server/leads/firestoreStore.ts) and read by the desk. The one place that says which
 * fields the owner may change and their limits; firestore.rules repeats them (its `leads` match)
 * and the rules tests try each one past its bound.
 *
 * The server writes everything but the owner's part: the visitor's `fields` (source included:
 * page, utm_*, gclid, referrer), `form`, `via`, `receivedAt`, `delivery`, `dedupeKey`, and
 * `status: "new"`. The owner writes only OWNER_LEAD_FIELDS, each save stamped with the server's
 * time as `updatedAt`; a save is a transaction whose precondition is the `updatedAt` it read.
 */
import { z } from 'zod'

/** Where a request stands: new (unread, waiting for an answer) → contacted → quoted → won | lost. */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** The only fields a client (a verified owner) may change; everything else is the server's. */
export const OWNER_LEAD_FIELDS = ['status', 'value', 'note', 'contactedAt', 'updatedAt'] as const

/** The longest note, in UTF-16 code units (as the rules' `size()` counts). */
export const LEAD_NOTE_MAX = 2000
/** A won job's value in whole US dollars: 0 up to this. */
export const LEAD_VALUE_MAX = 10_000_000

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const

/** A Firestore Timestamp as either SDK hands it over (web or admin): anything with toDate(). */
const timestamp = z.custom<{ toDate(): Date }>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toDate?: unknown }).toDate === 'function',
  'a timestamp',
)

/** What the owner sends with a save (updatedAt is the server's time, added by the writer). */
export const ownerLeadChangeSchema = z.object({
  status: z.enum(LEAD_STATUSES),
  value: z.number().int().min(0).max(LEAD_VALUE_MAX).nullable(),
  note: z.string().max(LEAD_NOTE_MAX),
  contactedAt: timestamp.nullable(),
})
export type OwnerLeadChange = z.infer<typeof ownerLeadChangeSchema>

/** A `leads` document as read from Firestore (the owner's fields are absent until the first save). */
export const leadDocumentSchema = z.object({
  id: z.string(),
  form: z.enum(['newsletter', 'contact']),
  via: z.enum(['app', 'html']),
  receivedAt: timestamp,
  fields: z.record(z.string(), z.string()),
  status: z.enum(LEAD_STATUSES),
  value: z.number().nullable().optional(),
  note: z.string().optional(),
  contactedAt: timestamp.nullable().optional(),
  updatedAt: timestamp.optional(),
  delivery: z.object({
    state: z.enum(DELIVERY_STATES),
    attempts: z.number(),
    nextAttemptAt: timestamp.nullable(),
    lastError: z.string().nullable(),
    deliveredAt: timestamp.nullable(),
  }),
})
export type LeadDocument = z.infer<typeof leadDocumentSchema>

/**
 * The visitor's fields that say where the lead came from (page, campaign, referrer): the names of
 * SOURCE_FIELDS in ./submissions, written out so that the desk, which imports this module, does
 * not import the forms' module: a module shared by the desk's chunks and the public forms' chunks
 * made the bundler split the public chunks differently (measured on the emulator build).
 * leadRecord.test.ts keeps the two lists equal.
 */
export const LEAD_SOURCE_FIELDS = [
  'page',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'referrer',
] as const
