import {
  type LeadDocument,
  type LeadStatus,
  leadDocumentSchema,
  type OwnerLeadChange,
} from '../../lib/leadRecord'

export type LeadForm = LeadDocument['form']
export type DeliveryState = LeadDocument['delivery']['state']

export interface OfficeLead {
  id: string
  form: LeadForm
  via: LeadDocument['via']
  receivedAt: Date
  /** Hostile input: shown as text only. */
  fields: Record<string, string>
  status: LeadStatus
  value: number | null
  quotedAmount: number | null
  lostReason: string | null
  /** The one note kept before the activity history began (decision 0046): read only. */
  note: string
  contactedAt: Date | null
  updatedAt: Date | null
  /** When the owner first opened it. */
  readAt: Date | null
  /** `updatedAt` to the nanosecond ("" before the owner's first save): a save's precondition. */
  version: string
  delivery: {
    state: DeliveryState
    attempts: number
    lastError: string | null
    deliveredAt: Date | null
    nextAttemptAt: Date | null
  }
  /** The daily lead path check's own request, removed within a minute: see visitorLeads(). */
  synthetic?: true
}

export type OwnerPart = Omit<OwnerLeadChange, 'contactedAt'>

type Stamp = { toDate(): Date; seconds?: number; nanoseconds?: number }

/** To the nanosecond: two saves within one millisecond still differ. */
export function versionOf(stamp: Stamp | null | undefined): string {
  if (!stamp) return ''
  if (typeof stamp.seconds === 'number' && typeof stamp.nanoseconds === 'number')
    return `${stamp.seconds}.${String(stamp.nanoseconds).padStart(9, '0')}`
  return String(stamp.toDate().getTime())
}

const dateOf = (stamp: Stamp | null | undefined) => (stamp ? stamp.toDate() : null)

export type ParsedLead = { ok: true; lead: OfficeLead } | { ok: false; problems: string[] }

export function parseLead(id: string, data: Record<string, unknown>): ParsedLead {
  const parsed = leadDocumentSchema.safeParse({ ...data, id })
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => `${i.path.join('.') || 'document'}: ${i.message}`),
    }
  const d = parsed.data
  return {
    ok: true,
    lead: {
      id,
      form: d.form,
      via: d.via,
      receivedAt: d.receivedAt.toDate(),
      fields: d.fields,
      status: d.status,
      value: d.value ?? null,
      quotedAmount: d.quotedAmount ?? null,
      lostReason: d.lostReason ?? null,
      note: d.note ?? '',
      contactedAt: dateOf(d.contactedAt),
      updatedAt: dateOf(d.updatedAt),
      readAt: dateOf(d.readAt),
      version: versionOf(d.updatedAt),
      delivery: {
        state: d.delivery.state,
        attempts: d.delivery.attempts,
        lastError: d.delivery.lastError,
        deliveredAt: dateOf(d.delivery.deliveredAt),
        nextAttemptAt: dateOf(d.delivery.nextAttemptAt),
      },
      ...(data.synthetic === true ? { synthetic: true } : {}),
    },
  }
}

export function ownerPart(lead: OfficeLead): OwnerPart {
  return {
    status: lead.status,
    value: lead.value,
    quotedAmount: lead.quotedAmount,
    lostReason: lead.lostReason,
  }
}
