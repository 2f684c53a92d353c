import type { PushDevice } from './types'

/** Where subscribed devices are kept; every method may throw (the routes answer 503). */
export interface SubscriptionStore {
  list(): Promise<PushDevice[]>
  /** Adds the device, or replaces the entry with its id (the same endpoint again). */
  put(device: PushDevice): Promise<void>
  /** False when there was no such device. */
  remove(id: string): Promise<boolean>
  recordOutcome(id: string, outcome: { at: string; error: string | null }): Promise<void>
}

/** For tests, and a server side that keeps nothing. */
export function memorySubscriptionStore(devices: PushDevice[] = []): SubscriptionStore {
  const kept = new Map(devices.map((device) => [device.id, structuredClone(device)]))
  return {
    async list() {
      return [...kept.values()].map((device) => structuredClone(device))
    },
    async put(device) {
      kept.set(device.id, structuredClone(device))
    },
    async remove(id) {
      return kept.delete(id)
    },
    async recordOutcome(id, { at, error }) {
      const device = kept.get(id)
      if (!device) return
      device.lastError = error
      if (!error) device.lastSentAt = at
    },
  }
}
