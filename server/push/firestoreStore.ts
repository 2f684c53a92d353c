// Production's devices: `pushDevices/{id}`, written by the server alone (admin credentials);
// firestore.rules let no client read or write them.
import { type DocumentData, type Firestore, Timestamp } from 'firebase-admin/firestore'
import type { SubscriptionStore } from './store'
import type { PushDevice } from './types'

export const PUSH_DEVICES_COLLECTION = 'pushDevices'
/** More than an owner has devices; the routes refuse an 11th. */
const READ_AT_MOST = 50

const toIso = (value: unknown): string | null =>
  value instanceof Timestamp ? value.toDate().toISOString() : null

function deviceFromDoc(id: string, data: DocumentData): PushDevice {
  return {
    id,
    endpoint: String(data.endpoint),
    keys: { p256dh: String(data.keys?.p256dh), auth: String(data.keys?.auth) },
    label: String(data.label ?? ''),
    addedBy: String(data.addedBy ?? ''),
    addedAt: toIso(data.addedAt) ?? '',
    lastSentAt: toIso(data.lastSentAt),
    lastError: typeof data.lastError === 'string' ? data.lastError : null,
  }
}

export function firestoreSubscriptionStore(db: Firestore): SubscriptionStore {
  const devices = db.collection(PUSH_DEVICES_COLLECTION)
  return {
    async list() {
      const found = await devices.orderBy('addedAt').limit(READ_AT_MOST).get()
      return found.docs.map((doc) => deviceFromDoc(doc.id, doc.data()))
    },
    async put(device) {
      const { id, addedAt, lastSentAt, ...rest } = device
      await devices.doc(id).set({
        ...rest,
        addedAt: Timestamp.fromDate(new Date(addedAt)),
        lastSentAt: lastSentAt ? Timestamp.fromDate(new Date(lastSentAt)) : null,
      })
    },
    async remove(id) {
      const ref = devices.doc(id)
      return db.runTransaction(async (tx) => {
        if (!(await tx.get(ref)).exists) return false
        tx.delete(ref)
        return true
      })
    },
    async recordOutcome(id, { at, error }) {
      const change: DocumentData = error
        ? { lastError: error }
        : { lastError: null, lastSentAt: Timestamp.fromDate(new Date(at)) }
      // A device removed meanwhile stays removed.
      await devices
        .doc(id)
        .update(change)
        .catch((e: { code?: number }) => {
          if (e.code !== 5) throw e // NOT_FOUND
        })
    },
  }
}
