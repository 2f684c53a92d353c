import type { Delivery, Lead } from './types'

/** Every method may throw; the handler then answers 503. */
export interface LeadStore {
  add(lead: Lead, since: Date): Promise<{ lead: Lead; duplicate: boolean }>
  /** Oldest first; a shared store may lease them. */
  due(now: Date, limit: number): Promise<Lead[]>
  recordDelivery(id: string, delivery: Delivery): Promise<void>
  lastDeliveredAt(): Promise<string | null>
}
