// In the save's own transaction: a photo published with its post is findable by the server at
// once (docs/decisions/0041-published-photos.md). The index says where to look, nothing more: the
// server reads the documents themselves before a visitor gets a photo, or a delete is allowed.
import {
  type DocumentData,
  deleteField,
  doc,
  type Firestore,
  type Transaction,
} from 'firebase/firestore'
import { indexKey, MEDIA_USES_COLLECTION, mediaHashesIn } from '../../lib/mediaAddress'

/** Every photo the saved version uses is indexed again (old documents heal on their next save). */
export function indexMediaUses(
  tx: Transaction,
  db: Firestore,
  collection: string,
  id: string,
  before: DocumentData | undefined,
  after: DocumentData,
): void {
  const key = indexKey(collection, id)
  const now = new Set(mediaHashesIn(after))
  const entry = (hash: string) => doc(db, MEDIA_USES_COLLECTION, hash)
  for (const hash of now) tx.set(entry(hash), { uses: { [key]: true } }, { merge: true })
  for (const hash of mediaHashesIn(before))
    if (!now.has(hash)) tx.set(entry(hash), { uses: { [key]: deleteField() } }, { merge: true })
}
