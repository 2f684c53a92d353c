// Clearly fake ("… Sample", @example.com, 555-01xx); the same `n` and `now` give the same leads.
import { type Firestore, Timestamp } from 'firebase-admin/firestore'
import { LEADS_COLLECTION, leadDoc } from '../../server/leads/firestoreStore'
import { dedupeKey } from '../../server/leads/handler'
import type { Delivery, Lead } from '../../server/leads/types'
import type { LeadStatus } from '../../src/lib/leadRecord'

export interface FakeLead {
  id: string
  data: Record<string, unknown>
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
export const FAKE_SPAN_MS = 12 * 7 * DAY

const FIRST_NAMES = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Harper', 'Jordan']
const SUBJECTS = ['patios-decks', 'outdoor-kitchens', 'fire-features', 'pergolas-gazebos']
const AREAS = ['raleigh', 'durham', 'chapel-hill', 'cary']
const PAGES = ['/contact-us/', '/services/outdoor-kitchens/', '/quote/', '/service-areas/durham/']
const SOURCES: Record<string, string>[] = [
  { utm_source: 'nextdoor', utm_medium: 'social', utm_campaign: 'spring-patios' },
  {
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'outdoor-kitchens',
    gclid: 'fake-gclid',
  },
  { referrer: 'www.houzz.com' },
  {},
]
const STATUSES: LeadStatus[] = ['new', 'new', 'contacted', 'quoted', 'won', 'lost', 'contacted']

function receivedAt(index: number, count: number, now: Date): Date {
  const step = count > 1 ? (FAKE_SPAN_MS - DAY) / (count - 1) : 0
  return new Date(now.getTime() - 5 * MINUTE - Math.round(index * step))
}

function fields(index: number, form: Lead['form']): Record<string, string> {
  const n = index + 1
  const email = `sample.lead.${n}@example.com`
  const source = { page: PAGES[index % PAGES.length] ?? '/', ...SOURCES[index % SOURCES.length] }
  if (form === 'newsletter') return { email, ...source }
  return {
    name: `${FIRST_NAMES[index % FIRST_NAMES.length]} Sample ${n}`,
    email,
    phone: `(919) 555-01${String(n % 100).padStart(2, '0')}`,
    subject: SUBJECTS[index % SUBJECTS.length] ?? 'general-inquiry',
    message: `A fake message for trying the office (sample lead ${n}): a patio and a fire pit, maybe next spring.`,
    area: AREAS[index % AREAS.length] ?? 'raleigh',
    ...source,
  }
}

/** The second-newest failed: the banner's case. */
function delivery(index: number, at: Date): Delivery {
  if (index === 1)
    return {
      state: 'failed',
      attempts: 41,
      nextAttemptAt: null,
      lastError: 'HTTP 404',
      deliveredAt: null,
    }
  return {
    state: 'delivered',
    attempts: 1,
    nextAttemptAt: null,
    lastError: null,
    deliveredAt: new Date(at.getTime() + 2000).toISOString(),
  }
}

function ownerPart(index: number, at: Date): Record<string, unknown> {
  const status = STATUSES[index % STATUSES.length] ?? 'new'
  if (status === 'new') return { status }
  const contacted = Timestamp.fromMillis(at.getTime() + 3 * 60 * MINUTE)
  return {
    status,
    value: status === 'won' ? 4_500 + (index % 9) * 1_250 : null,
    note: status === 'lost' ? 'Went with another builder (fake note).' : '',
    contactedAt: contacted,
    updatedAt: Timestamp.fromMillis(at.getTime() + DAY),
  }
}

export function fakeLeads(count: number, now: Date = new Date()): FakeLead[] {
  return Array.from({ length: count }, (_, index) => {
    const at = receivedAt(index, count, now)
    const form: Lead['form'] = index % 4 === 3 ? 'newsletter' : 'contact'
    const body = fields(index, form)
    const lead: Lead = {
      id: `sample-lead-${String(index + 1).padStart(4, '0')}`,
      form,
      via: index % 5 === 4 ? 'html' : 'app',
      receivedAt: at.toISOString(),
      fields: body,
      status: 'new',
      delivery: delivery(index, at),
      dedupeKey: dedupeKey(form, body),
    }
    return {
      id: lead.id,
      data: { ...leadDoc(lead), ...(form === 'contact' ? ownerPart(index, at) : {}) },
    }
  })
}

export async function seedLeads(db: Firestore, leads: FakeLead[]): Promise<void> {
  for (let start = 0; start < leads.length; start += 400) {
    const batch = db.batch()
    for (const { id, data } of leads.slice(start, start + 400))
      batch.set(db.collection(LEADS_COLLECTION).doc(id), data)
    await batch.commit()
  }
}
