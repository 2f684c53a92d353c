// firestore.rules repeats these limits (docs/decisions/0017-owners-office-data.md).
import { z } from 'zod'

export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

// `note` is no longer written: each note is an activity entry (docs/decisions/0046).
export const OWNER_LEAD_FIELDS = [
  'status',
  'value',
  'quotedAmount',
  'lostReason',
  'contactedAt',
  'updatedAt',
] as const

/** The longest note, in UTF-16 code units (as the rules' `size()` counts). */
export const LEAD_NOTE_MAX = 2000
export const LEAD_VALUE_MAX = 10_000_000
export const LEAD_REASON_MAX = 200

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const

// Either SDK's Timestamp (web or admin): anything with toDate().
export const timestamp = z.custom<{ toDate(): Date }>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toDate?: unknown }).toDate === 'function',
  'a timestamp',
)

const money = z.number().int().min(0).max(LEAD_VALUE_MAX).nullable()

// updatedAt is the server's time, added by the writer.
export const ownerLeadChangeSchema = z.object({
  status: z.enum(LEAD_STATUSES),
  value: money,
  quotedAmount: money,
  lostReason: z.string().max(LEAD_REASON_MAX).nullable(),
  contactedAt: timestamp.nullable(),
})
export type OwnerLeadChange = z.infer<typeof ownerLeadChangeSchema>

export const leadDocumentSchema = z.object({
  id: z.string(),
  form: z.enum(['newsletter', 'contact']),
  via: z.enum(['app', 'html']),
  receivedAt: timestamp,
  fields: z.record(z.string(), z.string()),
  status: z.enum(LEAD_STATUSES),
  value: z.number().nullable().optional(),
  quotedAmount: z.number().nullable().optional(),
  lostReason: z.string().nullable().optional(),
  note: z.string().optional(),
  contactedAt: timestamp.nullable().optional(),
  updatedAt: timestamp.optional(),
  // Null while the office's own write of it waits for the server's time (offline, say).
  readAt: timestamp.nullable().optional(),
  delivery: z.object({
    state: z.enum(DELIVERY_STATES),
    attempts: z.number(),
    nextAttemptAt: timestamp.nullable(),
    lastError: z.string().nullable(),
    deliveredAt: timestamp.nullable(),
  }),
})
export type LeadDocument = z.infer<typeof leadDocumentSchema>

// SOURCE_FIELDS of ./submissions written out, so the desk shares no module with the forms' chunks;
// leadRecord.test.ts keeps the lists equal.
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
