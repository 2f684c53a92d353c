// Written only by this server, which never touches the owner's fields; attempts are taken under a
// lease (docs/decisions/0014-leads-kept-before-sent.md).
import {
  type DocumentData,
  type Firestore,
  type Query,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore'
import type { LeadLookup, LeadStore } from './store'
import type { Delivery, Lead } from './types'

export const LEADS_COLLECTION = 'leads'
/** Longer than a whole sweep's attempts, short enough to retry a crashed one soon. */
export const LEASE_MS = 15 * 60 * 1000

export interface FirestoreLeadStore extends LeadStore, LeadLookup {
  /** Leases a pending, due lead and returns it as it was; otherwise null. */
  claim(id: string, now: Date): Promise<Lead | null>
  /**
   * "Send again": a lead not yet delivered is made pending and leased to the caller in one
   * transaction (attempts and last error kept), so the sweep cannot take it in between; it is
   * returned as due at `now`. A lead under another attempt's lease is left alone ('busy'): two
   * attempts at once would both pass n8n's check for a repeat, and mail the owner twice.
   */
  requeue(id: string, now: Date): Promise<RequeueOutcome>
}

export type RequeueOutcome = Lead | 'missing' | 'delivered' | 'busy'

// Times are Timestamps, so Firestore orders them as time.
const toTimestamp = (iso: string) => Timestamp.fromDate(new Date(iso))
const maybeTimestamp = (iso: string | null) => (iso === null ? null : toTimestamp(iso))
const toIso = (value: unknown): string | null =>
  value instanceof Timestamp
    ? value.toDate().toISOString()
    : typeof value === 'string'
      ? value
      : null

function deliveryDoc(delivery: Delivery): DocumentData {
  return {
    ...delivery,
    nextAttemptAt: maybeTimestamp(delivery.nextAttemptAt),
    deliveredAt: maybeTimestamp(delivery.deliveredAt),
  }
}

export function leadDoc(lead: Lead): DocumentData {
  return {
    ...lead,
    receivedAt: toTimestamp(lead.receivedAt),
    delivery: deliveryDoc(lead.delivery),
  }
}

export function leadFromDoc(data: DocumentData): Lead {
  // The lease is the store's own bookkeeping, not part of a lead's delivery.
  const { leasedUntil: _lease, ...delivery } = data.delivery as DocumentData
  return {
    ...(data as Lead),
    receivedAt: toIso(data.receivedAt) ?? '',
    delivery: {
      ...(delivery as Delivery),
      nextAttemptAt: toIso(delivery.nextAttemptAt),
      deliveredAt: toIso(delivery.deliveredAt),
    },
  }
}

function isDue(lead: Lead, now: Date): boolean {
  return (
    lead.delivery.state === 'pending' &&
    Date.parse(lead.delivery.nextAttemptAt ?? lead.receivedAt) <= now.getTime()
  )
}

export function firestoreStore(
  db: Firestore,
  options: { leaseMs?: number } = {},
): FirestoreLeadStore {
  const leads = db.collection(LEADS_COLLECTION)
  const leaseMs = options.leaseMs ?? LEASE_MS
  // An attempt's lease: not due again until it ends, and `leasedUntil` says an attempt is under
  // way (recordDelivery writes the delivery anew, without it).
  const lease = (tx: Transaction, id: string, now: Date) => {
    const until = Timestamp.fromMillis(now.getTime() + leaseMs)
    tx.update(leads.doc(id), { 'delivery.nextAttemptAt': until, 'delivery.leasedUntil': until })
  }
  const read = async (tx: Transaction, query: Query) =>
    (await tx.get(query)).docs.map((doc) => leadFromDoc(doc.data()))

  return {
    add(lead, since) {
      return db.runTransaction(async (tx) => {
        const [kept] = await read(
          tx,
          leads
            .where('dedupeKey', '==', lead.dedupeKey)
            .where('receivedAt', '>=', Timestamp.fromDate(since))
            .orderBy('receivedAt')
            .limit(1),
        )
        if (kept) return { lead: kept, duplicate: true }
        tx.create(leads.doc(lead.id), leadDoc(lead))
        return { lead, duplicate: false }
      })
    },

    // The page is chosen by how long each lead has been due, then given oldest first.
    due(now, limit) {
      return db.runTransaction(async (tx) => {
        const due = await read(
          tx,
          leads
            .where('delivery.state', '==', 'pending')
            .where('delivery.nextAttemptAt', '<=', Timestamp.fromDate(now))
            .orderBy('delivery.nextAttemptAt')
            .limit(limit),
        )
        for (const lead of due) lease(tx, lead.id, now)
        return due.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
      })
    },

    claim(id, now) {
      return db.runTransaction(async (tx) => {
        const doc = await tx.get(leads.doc(id))
        const data = doc.data()
        if (!data) return null
        const lead = leadFromDoc(data)
        if (!isDue(lead, now)) return null
        lease(tx, id, now)
        return lead
      })
    },

    requeue(id, now) {
      return db.runTransaction(async (tx): Promise<RequeueOutcome> => {
        const ref = leads.doc(id)
        const data = (await tx.get(ref)).data()
        if (!data) return 'missing'
        const lead = leadFromDoc(data)
        if (lead.delivery.state === 'delivered') return 'delivered'
        const leasedUntil = toIso(data.delivery?.leasedUntil)
        if (leasedUntil && Date.parse(leasedUntil) > now.getTime()) return 'busy'
        tx.update(ref, { 'delivery.state': 'pending' })
        lease(tx, id, now)
        const due = {
          ...lead.delivery,
          state: 'pending' as const,
          nextAttemptAt: now.toISOString(),
        }
        return { ...lead, delivery: due }
      })
    },

    async recordDelivery(id, delivery) {
      await db.runTransaction(async (tx) => {
        const ref = leads.doc(id)
        const doc = await tx.get(ref)
        if (!doc.exists) return // deleted by the owner meanwhile: nothing to record on
        // A slower attempt's failure never undoes another's success.
        if (doc.get('delivery.state') === 'delivered' && delivery.state !== 'delivered') return
        tx.update(ref, { delivery: deliveryDoc(delivery) })
      })
    },

    async get(id) {
      const data = (await leads.doc(id).get()).data()
      return data ? leadFromDoc(data) : null
    },

    remove(id) {
      return db.runTransaction(async (tx) => {
        const ref = leads.doc(id)
        if (!(await tx.get(ref)).exists) return false
        tx.delete(ref)
        return true
      })
    },

    async lastDeliveredAt() {
      // Timestamps sort after null, so the newest delivery comes first when there is one.
      const snapshot = await leads.orderBy('delivery.deliveredAt', 'desc').limit(1).get()
      return toIso(snapshot.docs[0]?.get('delivery.deliveredAt'))
    },
  }
}
