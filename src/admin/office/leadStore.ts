// Every change needs the server: a transaction fails offline rather than queueing, and a delete
// (which the SDK would queue) is refused offline and given a deadline.
import {
  collection,
  doc,
  getDocsFromServer,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore'
import { ACTIVITY } from '../../lib/leadActivity'
import type { OwnerLeadChange } from '../../lib/leadRecord'
import type { DeskFirebase } from '../firebase'
import { Offline } from '../store/errors'
import { signature } from './activityStore'
import { type OfficeLead, type OwnerPart, parseLead } from './lead'
import { type SendAgainResult, sendAgainResult } from './sendAgainResult'

export const LEADS = 'leads'

export interface LeadSnapshot {
  leads: OfficeLead[]
  invalid: { id: string; problems: string[] }[]
}

// Only the documents that changed are parsed again, not every lead on every snapshot.
export function watchLeads(
  { db }: DeskFirebase,
  onChange: (snapshot: LeadSnapshot) => void,
  onError: (error: Error) => void,
): () => void {
  const parsed = new Map<string, ReturnType<typeof parseLead>>()
  return onSnapshot(
    query(collection(db, LEADS), orderBy('receivedAt', 'desc')),
    (snap) => {
      for (const change of snap.docChanges()) {
        if (change.type === 'removed') parsed.delete(change.doc.id)
        else parsed.set(change.doc.id, parseLead(change.doc.id, change.doc.data()))
      }
      const result: LeadSnapshot = { leads: [], invalid: [] }
      for (const d of snap.docs) {
        const lead = parsed.get(d.id)
        if (lead?.ok) result.leads.push(lead.lead)
        else if (lead) result.invalid.push({ id: d.id, problems: lead.problems })
      }
      onChange(result)
    },
    onError,
  )
}

export type SaveResult =
  | { kind: 'saved' }
  | { kind: 'conflict'; current: OfficeLead }
  | { kind: 'gone' }

// A newer version is handed back instead, with nothing written; contactedAt takes the server's
// clock the first time the status leaves "new". A changed status and a note are entries of the
// lead's history, in the same transaction.
export async function saveOwnerPart(
  firebase: DeskFirebase,
  id: string,
  version: string,
  part: OwnerPart,
  note = '',
): Promise<SaveResult> {
  if (!navigator.onLine) throw new Offline()
  const { db } = firebase
  const ref = doc(db, LEADS, id)
  const by = signature(firebase)
  return withDeadline(
    runTransaction(db, async (tx) => {
      const snap = await tx.get(ref)
      if (!snap.exists()) return { kind: 'gone' } as const
      const current = parseLead(id, snap.data())
      if (!current.ok) throw new Error(`This lead cannot be saved: ${current.problems.join('; ')}`)
      if (current.lead.version !== version) return { kind: 'conflict', current: current.lead }
      const firstContact = part.status !== 'new' && !current.lead.contactedAt
      const change: Omit<OwnerLeadChange, 'contactedAt'> & Record<string, unknown> = {
        ...part,
        updatedAt: serverTimestamp(),
      }
      if (firstContact) change.contactedAt = serverTimestamp()
      tx.update(ref, change)
      const history = collection(ref, ACTIVITY)
      if (part.status !== current.lead.status)
        tx.set(doc(history), {
          ...by,
          kind: 'status',
          from: current.lead.status,
          to: part.status,
          amount:
            part.status === 'quoted'
              ? part.quotedAmount
              : part.status === 'won'
                ? part.value
                : null,
          reason: part.status === 'lost' ? part.lostReason : null,
        })
      if (note.trim()) tx.set(doc(history), { ...by, kind: 'note', text: note.trim() })
      return { kind: 'saved' } as const
    }),
    'saving',
  )
}

/** Opening a lead marks it read, once; a refusal changes nothing the owner sees. */
export function markRead({ db }: DeskFirebase, id: string): void {
  updateDoc(doc(db, LEADS, id), { readAt: serverTimestamp() }).catch(() => undefined)
}

// Its history goes with it, in one batch (the rules allow removing an entry only so).
export async function removeLead({ db }: DeskFirebase, id: string): Promise<void> {
  if (!navigator.onLine) throw new Offline()
  const ref = doc(db, LEADS, id)
  await withDeadline(
    getDocsFromServer(collection(ref, ACTIVITY)).then((entries) => {
      const batch = writeBatch(db)
      for (const entry of entries.docs) batch.delete(entry.ref)
      batch.delete(ref)
      return batch.commit()
    }),
    'deleting',
  )
}

const DEADLINE_MS = 15_000

function withDeadline<T>(promise: Promise<T>, action: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `The server did not confirm ${action} in time. Check your connection; the lead shows what is stored.`,
          ),
        ),
      DEADLINE_MS,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export async function sendAgain({ auth }: DeskFirebase, id: string): Promise<SendAgainResult> {
  if (!navigator.onLine) return { ok: false, message: new Offline().message, detail: '' }
  const user = auth.currentUser
  if (!user) return { ok: false, message: 'You are signed out: sign in again.', detail: '' }
  try {
    const token = await user.getIdToken()
    const response = await fetch(`/api/leads/${encodeURIComponent(id)}/deliver`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    return sendAgainResult(response.status, await response.json().catch(() => ({})))
  } catch (error) {
    return {
      ok: false,
      message: 'Not sent: the server could not be reached. Check your connection and try again.',
      detail: error instanceof Error ? error.message : String(error),
    }
  }
}
