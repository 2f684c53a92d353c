// Kept before anything is answered or forwarded (docs/decisions/0014).
import type { WebhookId } from '../../src/lib/submissions'

export type LeadForm = WebhookId
export type Via = 'app' | 'html'

export interface Delivery {
  state: 'pending' | 'delivered' | 'failed'
  attempts: number
  nextAttemptAt: string | null
  lastError: string | null
  deliveredAt: string | null
}

export interface Lead {
  id: string
  form: LeadForm
  via: Via
  receivedAt: string
  fields: Record<string, string>
  status: 'new'
  delivery: Delivery
  /** The same body again within minutes is the same lead. */
  dedupeKey: string
  /** The daily lead path check's own request (server/proof/, decision 0044): never a visitor's. */
  synthetic?: true
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
