import type { Delivery, Lead } from './types'

/**
 * Where leads are kept: the local JSON-lines file (jsonlStore.ts), Firestore in production
 * (firestoreStore.ts), or a test's own. Every method may throw; the handler then answers 503.
 */
export interface LeadStore {
  /** Keeps `lead`, or returns the lead with its `dedupeKey` received since `since`. */
  add(lead: Lead, since: Date): Promise<{ lead: Lead; duplicate: boolean }>
  /** Pending leads due at `now`, oldest first; a shared store may lease them. */
  due(now: Date, limit: number): Promise<Lead[]>
  /** Records the outcome of a delivery attempt. */
  recordDelivery(id: string, delivery: Delivery): Promise<void>
  /** When a lead was last delivered, or null. */
  lastDeliveredAt(): Promise<string | null>
}
