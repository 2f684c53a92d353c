import type { Delivery, Lead } from './types'

/**
 * Where leads are kept: the local JSON-lines file (jsonlStore.ts), Firestore in production
 * (firestoreStore.ts), or a test's own. Every method may throw; the handler then answers 503.
 */
export interface LeadStore {
  /**
   * Keeps `lead`, unless a lead with the same `dedupeKey` was received at or after `since`:
   * then that one is returned, and nothing is written.
   */
  add(lead: Lead, since: Date): Promise<{ lead: Lead; duplicate: boolean }>
  /**
   * Pending leads whose next attempt is due at `now`, oldest first, at most `limit`. A store that
   * several processes share may lease them to the caller until recordDelivery (firestoreStore.ts).
   */
  due(now: Date, limit: number): Promise<Lead[]>
  /** Records the outcome of a delivery attempt. */
  recordDelivery(id: string, delivery: Delivery): Promise<void>
  /** When a lead was last delivered, or null. */
  lastDeliveredAt(): Promise<string | null>
}
