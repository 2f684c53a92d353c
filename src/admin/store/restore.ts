// The desk's "Recently deleted": a document's copy, kept by its delete (./tombstones.ts), brought
// back as a draft, so nothing goes live again without a publish (docs/decisions/0018).
import { collection, getDoc, getDocs } from 'firebase/firestore'
import type { DeskFirebase } from '../firebase'
import { saveGuarded } from './guardedWrite'
import type { DocKind } from './kind'
import { type Deleted, deletedFrom, tombstoneOf } from './tombstones'

/** Newest first. */
export async function listDeleted<S>({ db }: DeskFirebase, kind: DocKind<S>): Promise<Deleted[]> {
  if (!kind.tombstones) return []
  const snap = await getDocs(collection(db, kind.tombstones))
  const now = Date.now()
  return snap.docs
    .map((d) => deletedFrom(d.id, d.data(), now))
    .filter((d): d is Deleted => d !== null)
    .sort((a, b) => Date.parse(b.deletedAt) - Date.parse(a.deletedAt))
}

export async function restoreDeleted<S>(
  firebase: DeskFirebase,
  kind: DocKind<S>,
  id: string,
): Promise<void> {
  if (!kind.tombstones) throw new Error(`A deleted ${kind.noun} is not kept.`)
  const snap = await getDoc(tombstoneOf(firebase.db, kind.tombstones, id))
  const copy = snap.exists() ? snap.get('document') : null
  if (!copy) throw new Error(`This ${kind.noun} is no longer among the deleted.`)
  const { updatedAt: _updatedAt, ...fields } = copy
  await saveGuarded(firebase, kind, id, null, { ...fields, status: 'draft' }, { restoring: true })
}
