// A deleted post or project stays restorable: the write that deletes it keeps a copy, which the
// rules require and check (firestore.rules, docs/decisions/0018).
import {
  type DocumentData,
  doc,
  type Firestore,
  serverTimestamp,
  Timestamp,
} from 'firebase/firestore'

export const KEEP_DELETED_DAYS = 30
const DAY_MS = 86_400_000

export const tombstoneOf = (db: Firestore, namespace: string, id: string) => doc(db, namespace, id)

/** `expiresAt` is for a TTL policy; the rules allow a day either way of the desk's clock. */
export function tombstone(document: DocumentData, deletedBy: string | null) {
  return {
    document,
    deletedAt: serverTimestamp(),
    deletedBy,
    expiresAt: Timestamp.fromMillis(Date.now() + KEEP_DELETED_DAYS * DAY_MS),
  }
}

export interface Deleted {
  id: string
  title: string
  deletedAt: string
  deletedBy: string | null
  expiresAt: string
}

/** Null for a copy past its date (a TTL policy deletes it within a day or so) or not readable. */
export function deletedFrom(id: string, data: DocumentData, now: number): Deleted | null {
  const { document, deletedAt, deletedBy, expiresAt } = data
  if (!(deletedAt instanceof Timestamp) || !(expiresAt instanceof Timestamp)) return null
  if (expiresAt.toMillis() <= now) return null
  const title = typeof document?.title === 'string' && document.title ? document.title : id
  return {
    id,
    title,
    deletedAt: deletedAt.toDate().toISOString(),
    deletedBy: typeof deletedBy === 'string' ? deletedBy : null,
    expiresAt: expiresAt.toDate().toISOString(),
  }
}
