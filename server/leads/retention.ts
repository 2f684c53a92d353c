// Retention is the privacy addendum's (docs/decisions/0017-owners-office-data.md).
import { type Firestore, Timestamp } from 'firebase-admin/firestore'
import { LEADS_COLLECTION } from './firestoreStore'

export const DEFAULT_RETENTION_MONTHS = 24
/** Ten years: a setting past this is a typo (months for days), not a policy. */
export const MAX_RETENTION_MONTHS = 120
/** Below Firestore's batch limit. */
const PAGE = 400

/** Anything out of range throws: "0" must not delete all. */
export function retentionMonths(value: string | undefined): number {
  const text = value?.trim() ?? ''
  if (!text) return DEFAULT_RETENTION_MONTHS
  const months = Number(text)
  if (!/^\d+$/.test(text) || months < 1 || months > MAX_RETENTION_MONTHS)
    throw new Error(
      `LEAD_RETENTION_MONTHS must be a whole number of months from 1 to ${MAX_RETENTION_MONTHS}; it is "${text}". No lead was deleted.`,
    )
  return months
}

/** A missing day becomes the month's last. */
export function retentionCutoff(now: Date, months: number): Date {
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() - months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay))
  return cutoff
}

export async function deleteLeadsReceivedBy(db: Firestore, cutoff: Date): Promise<number> {
  const old = db
    .collection(LEADS_COLLECTION)
    .where('receivedAt', '<=', Timestamp.fromDate(cutoff))
    .orderBy('receivedAt')
    .limit(PAGE)
  let deleted = 0
  for (;;) {
    const page = await old.get()
    if (page.empty) return deleted
    // A lead's history goes first (docs/decisions/0046): a failure leaves no entry without its lead.
    await Promise.all(page.docs.map((d) => db.recursiveDelete(d.ref.collection('activity'))))
    const batch = db.batch()
    for (const doc of page.docs) batch.delete(doc.ref)
    await batch.commit()
    deleted += page.size
  }
}

export async function purgeOldLeads(
  db: Firestore,
  env: NodeJS.ProcessEnv,
  now: Date,
): Promise<{ cutoff: string; deleted: number }> {
  const cutoff = retentionCutoff(now, retentionMonths(env.LEAD_RETENTION_MONTHS))
  return { cutoff: cutoff.toISOString(), deleted: await deleteLeadsReceivedBy(db, cutoff) }
}
