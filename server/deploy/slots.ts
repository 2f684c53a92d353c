// At most one workflow_dispatch per minute for the site, whichever instance answers: the first
// request of a minute creates that minute's slot and dispatches; the rest fold into it (0023).
export const DISPATCHES = 'deployDispatches'
export const WINDOW_MS = 60_000

export type SlotState = 'dispatching' | 'dispatched' | 'failed'

export interface DispatchSlot {
  /** The minute, e.g. 2026-11-26T12:00Z: the document's id. */
  id: string
  requestedAt: Date
  /** The run's snapshot waits for this (the dispatch's not_before): every folded change is in it. */
  takesChangesUntil: Date
  state: SlotState
  /** GitHub's refusal, told to every request of the minute. */
  message?: string
  githubStatus?: number | null
}

export type Claim = { claimed: true; slot: DispatchSlot } | { claimed: false; slot: DispatchSlot }

export interface DispatchSlots {
  /** Atomic: of any number of concurrent calls for one minute, exactly one gets `claimed`. */
  claim(at: Date): Promise<Claim>
  settle(
    id: string,
    outcome: Pick<DispatchSlot, 'state' | 'message' | 'githubStatus'>,
  ): Promise<void>
  get(id: string): Promise<DispatchSlot | null>
  /** Counts a request folded into the slot. */
  fold(id: string, at: Date): Promise<void>
}

export function windowOf(at: Date): { id: string; end: Date } {
  const start = Math.floor(at.getTime() / WINDOW_MS) * WINDOW_MS
  return {
    id: new Date(start).toISOString().slice(0, 16).concat('Z'),
    end: new Date(start + WINDOW_MS),
  }
}

export function newSlot(at: Date): DispatchSlot {
  const { id, end } = windowOf(at)
  return { id, requestedAt: at, takesChangesUntil: end, state: 'dispatching' }
}

/** One process's slots: tests, and servers with one instance. */
export function memoryDispatchSlots(): DispatchSlots & { folded: Map<string, number> } {
  const slots = new Map<string, DispatchSlot>()
  const folded = new Map<string, number>()
  return {
    folded,
    async claim(at) {
      const slot = newSlot(at)
      const existing = slots.get(slot.id)
      if (existing) return { claimed: false, slot: { ...existing } }
      slots.set(slot.id, slot)
      return { claimed: true, slot: { ...slot } }
    },
    async settle(id, outcome) {
      const slot = slots.get(id)
      if (slot) slots.set(id, { ...slot, ...outcome })
    },
    async get(id) {
      const slot = slots.get(id)
      return slot ? { ...slot } : null
    },
    async fold(id) {
      folded.set(id, (folded.get(id) ?? 0) + 1)
    },
  }
}
