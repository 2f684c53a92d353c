// create() fails when the document exists: the minute's first request wins without a transaction,
// so fifty at once cost fifty single writes, not fifty retried transactions (decision 0023).
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore'
import { z } from 'zod'
import { DISPATCHES, type DispatchSlot, type DispatchSlots, newSlot } from './slots'

const DAY_MS = 24 * 60 * 60 * 1000
const toDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : value)

const slotSchema = z.object({
  id: z.string(),
  requestedAt: z.preprocess(toDate, z.date()),
  takesChangesUntil: z.preprocess(toDate, z.date()),
  state: z.enum(['dispatching', 'dispatched', 'failed']),
  message: z.string().optional(),
  githubStatus: z.number().nullable().optional(),
})

/** gRPC's ALREADY_EXISTS is 6; the REST transport names it. */
function alreadyExists(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return code === 6 || code === 'already-exists' || /ALREADY_EXISTS/.test(String(message))
}

export function firestoreDispatchSlots(db: Firestore): DispatchSlots {
  const slots = db.collection(DISPATCHES)
  const get = async (id: string): Promise<DispatchSlot | null> => {
    const doc = await slots.doc(id).get()
    const parsed = slotSchema.safeParse(doc.data())
    return doc.exists && parsed.success ? (parsed.data as DispatchSlot) : null
  }
  return {
    get,
    async claim(at) {
      const slot = newSlot(at)
      try {
        await slots.doc(slot.id).create({
          ...slot,
          requestedAt: Timestamp.fromDate(slot.requestedAt),
          takesChangesUntil: Timestamp.fromDate(slot.takesChangesUntil),
          folded: 0,
          // A TTL policy (firestore.indexes.json) deletes a minute's slot a day after it.
          expiresAt: Timestamp.fromMillis(slot.takesChangesUntil.getTime() + DAY_MS),
        })
        return { claimed: true, slot }
      } catch (error) {
        if (!alreadyExists(error)) throw error
      }
      const existing = await get(slot.id)
      if (!existing) throw new Error(`${DISPATCHES}/${slot.id} exists but does not parse`)
      return { claimed: false, slot: existing }
    },
    async settle(id, outcome) {
      await slots
        .doc(id)
        .update(
          Object.fromEntries(Object.entries(outcome).filter(([, value]) => value !== undefined)),
        )
    },
    async fold(id, at) {
      await slots
        .doc(id)
        .update({ folded: FieldValue.increment(1), lastFoldedAt: Timestamp.fromDate(at) })
    },
  }
}
