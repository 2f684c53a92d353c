// Production's results: `leadPathChecks/latest`, which the owner's office reads (firestore.rules:
// the owner may read, no client writes), and one document per check, named by its start time.
import { type DocumentData, type Firestore, Timestamp } from 'firebase-admin/firestore'
import { HISTORY_DAYS, type LeadPathCheck, type LeadPathResults } from './results'

export const LEAD_PATH_COLLECTION = 'leadPathChecks'
export const LATEST = 'latest'
const DAY_MS = 24 * 60 * 60 * 1000
const TIMES = ['at', 'finishedAt', 'failingSince'] as const

function toDoc(check: LeadPathCheck): DocumentData {
  const doc: DocumentData = { ...check }
  for (const key of TIMES) doc[key] = check[key] ? Timestamp.fromDate(new Date(check[key])) : null
  return doc
}

function fromDoc(data: DocumentData): LeadPathCheck {
  const check = { ...data } as LeadPathCheck
  for (const key of TIMES) {
    const value = data[key]
    ;(check as unknown as Record<string, string | null>)[key] =
      value instanceof Timestamp ? value.toDate().toISOString() : null
  }
  return check
}

export function firestoreResults(db: Firestore): LeadPathResults {
  const checks = db.collection(LEAD_PATH_COLLECTION)
  return {
    async latest() {
      const data = (await checks.doc(LATEST).get()).data()
      return data ? fromDoc(data) : null
    },
    async save(check) {
      const doc = toDoc(check)
      const batch = db.batch()
      batch.set(checks.doc(LATEST), doc)
      batch.set(checks.doc(check.at), doc)
      // The latest is never this old: it was just written, by a check that is not.
      const old = await checks
        .where('at', '<', Timestamp.fromMillis(Date.parse(check.at) - HISTORY_DAYS * DAY_MS))
        .limit(100)
        .get()
      for (const each of old.docs) if (each.id !== LATEST) batch.delete(each.ref)
      await batch.commit()
    },
  }
}
