// Production's reminder records: `leadReminders/{leadId}`, created before the push goes, so a
// second run (or one overlapping) finds it and sends nothing. No client reads or writes them.
import { type DocumentData, type Firestore, Timestamp } from 'firebase-admin/firestore'
import {
  RESPONSE_TARGET_COLLECTION,
  RESPONSE_TARGET_DOC,
} from '../../src/admin/office/responseTimes'
import { LEADS_COLLECTION } from '../leads/firestoreStore'
import type { ReminderStore, WaitingLead } from './store'

export const LEAD_REMINDERS_COLLECTION = 'leadReminders'
/** A week of requests is tens, not thousands; a flood past this is left to the next runs. */
const READ_AT_MOST = 1000
const FORGET_AT_MOST = 200
const ALREADY_EXISTS = 6

const toIso = (value: unknown): string | null =>
  value instanceof Timestamp ? value.toDate().toISOString() : null

function waitingFromDoc(id: string, data: DocumentData): WaitingLead {
  return {
    id,
    form: data.form,
    fields: (data.fields ?? {}) as Record<string, string>,
    receivedAt: toIso(data.receivedAt) ?? '',
    status: String(data.status ?? ''),
    contactedAt: toIso(data.contactedAt),
    ...(data.synthetic === true ? { synthetic: true } : {}),
  }
}

export function firestoreReminderStore(db: Firestore): ReminderStore {
  const records = db.collection(LEAD_REMINDERS_COLLECTION)
  return {
    async leadsSince(since) {
      const found = await db
        .collection(LEADS_COLLECTION)
        .where('receivedAt', '>=', Timestamp.fromDate(since))
        .orderBy('receivedAt', 'desc')
        .limit(READ_AT_MOST)
        .get()
      return found.docs.map((doc) => waitingFromDoc(doc.id, doc.data()))
    },
    async targetSetting() {
      return (await db.collection(RESPONSE_TARGET_COLLECTION).doc(RESPONSE_TARGET_DOC).get()).data()
    },
    async claim({ leadId, at, target, waitedBusinessMs }) {
      try {
        await records.doc(leadId).create({
          at: Timestamp.fromDate(new Date(at)),
          target,
          waitedBusinessMs,
          outcome: null,
        })
        return true
      } catch (error) {
        if ((error as { code?: number }).code === ALREADY_EXISTS) return false
        throw error
      }
    },
    async settle(leadId, outcome) {
      await records.doc(leadId).update({ outcome })
    },
    async forgetBefore(before) {
      const old = await records
        .where('at', '<', Timestamp.fromDate(before))
        .limit(FORGET_AT_MOST)
        .get()
      await Promise.all(old.docs.map((doc) => doc.ref.delete()))
      return old.size
    },
  }
}
