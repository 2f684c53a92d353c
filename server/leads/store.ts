import type { Delivery, Lead } from './types'

/** Every method may throw; the handler then answers 503. */
export interface LeadStore {
  add(lead: Lead, since: Date): Promise<{ lead: Lead; duplicate: boolean }>
  /** Oldest first; a shared store may lease them. */
  due(now: Date, limit: number): Promise<Lead[]>
  recordDelivery(id: string, delivery: Delivery): Promise<void>
  lastDeliveredAt(): Promise<string | null>
}

/** One lead by id, and its removal: what the lead path check (server/proof/) follows and cleans up. */
export interface LeadLookup {
  get(id: string): Promise<Lead | null>
  /** False when there was no such lead. */
  remove(id: string): Promise<boolean>
}
