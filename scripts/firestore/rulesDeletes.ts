// A delete as the desk makes it (src/admin/store/guardedWrite.ts): the document goes and a copy of
// it stays in `deletedPosts` / `deletedProjects` for 30 days, which firestore.rules require.
import {
  type DocumentData,
  doc,
  getDoc,
  serverTimestamp,
  Timestamp,
  type WriteBatch,
  writeBatch,
} from 'firebase/firestore/lite'
import type { Client } from './ruleClients'

const DAY = 86_400_000

export function tombstoneOf(document: DocumentData | undefined, email: string) {
  return {
    document,
    deletedAt: serverTimestamp(),
    deletedBy: email,
    expiresAt: Timestamp.fromMillis(Date.now() + 30 * DAY),
  }
}

/** `forged` replaces fields of the copy; `also` adds writes to the same batch. */
export async function deleteKeepingCopy(
  c: Client,
  email: string,
  where: { collection: string; tombstones: string; id: string },
  { forged = {}, also }: { forged?: DocumentData; also?: (batch: WriteBatch) => void } = {},
) {
  const ref = doc(c.db, where.collection, where.id)
  const stored = (await getDoc(ref)).data()
  const batch = writeBatch(c.db)
  batch.delete(ref)
  batch.set(doc(c.db, where.tombstones, where.id), { ...tombstoneOf(stored, email), ...forged })
  also?.(batch)
  return batch.commit()
}
