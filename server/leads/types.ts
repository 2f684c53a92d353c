/** A lead as kept before anything is answered or forwarded (docs/decisions/0014). */
import type { WebhookId } from '../../src/lib/submissions'

export type LeadForm = WebhookId
/** How it came: the app's JSON, or the browser's own post of the HTML form. */
export type Via = 'app' | 'html'

export interface Delivery {
  state: 'pending' | 'delivered' | 'failed'
  attempts: number
  /** When the next attempt is due (pending only). */
  nextAttemptAt: string | null
  lastError: string | null
  deliveredAt: string | null
}

export interface Lead {
  id: string
  form: LeadForm
  via: Via
  /** Server time, ISO 8601. */
  receivedAt: string
  /** The cleaned fields (src/lib/submissions.ts), names as the forms send them. */
  fields: Record<string, string>
  status: 'new'
  delivery: Delivery
  /** Hash of form and fields: the same body again within minutes is the same lead. */
  dedupeKey: string
}

export function pendingDelivery(now: Date): Delivery {
  return {
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now.toISOString(),
    lastError: null,
    deliveredAt: null,
  }
}
