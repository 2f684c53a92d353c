// Each write is a transaction with a precondition, so a save never lands on a version the writer
// has not seen and never waits in the SDK's offline queue (docs/decisions/0018).
import {
  type DocumentData,
  type DocumentSnapshot,
  doc,
  type Firestore,
  runTransaction,
  serverTimestamp,
  Timestamp,
  type Transaction,
} from 'firebase/firestore'
import type { DeskFirebase } from '../firebase'
import { indexMediaUses } from '../media/usesIndex'
import { Offline, SaveConflict, SlugTaken } from './errors'
import { originOf, revisionFields, revisionsOf } from './history'
import type { Base, DocKind } from './kind'
import { tombstone, tombstoneOf } from './tombstones'

const millis = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null

function assertOnline() {
  if (typeof navigator !== 'undefined' && !navigator.onLine) throw new Offline()
}

function checkBase<S>(kind: DocKind<S>, id: string, base: Base, current: DocumentSnapshot) {
  const seen = base?.updatedAt ? Date.parse(base.updatedAt) : null
  if (base === null ? current.exists() : millis(current.get('updatedAt')) !== seen) {
    const data = current.data()
    throw new SaveConflict(data ? kind.parse(id, data) : null, kind.noun)
  }
}

type Write = (tx: Transaction) => void

async function slugWrites<S>(
  tx: Transaction,
  db: Firestore,
  kind: DocKind<S>,
  id: string,
  slug: string,
  current: DocumentSnapshot,
): Promise<Write> {
  const slugs = kind.slugs
  if (!slugs) return () => {}
  const holderOf = (snap: DocumentSnapshot) =>
    snap.exists() ? String(snap.get(slugs.holder)) : null
  const reservation = await tx.get(doc(db, slugs.namespace, slug))
  const holder = holderOf(reservation)
  if (holder !== null && holder !== id) {
    const other = await tx.get(doc(db, kind.collection, holder))
    // A reservation left by a document that is gone or carries another slug now is taken over.
    if (other.exists() && other.get('slug') === slug)
      throw new SlugTaken(slug, String(other.get('title') ?? '') || null, kind.noun)
  }
  const oldSlug = current.exists() ? String(current.get('slug')) : null
  const old = oldSlug && oldSlug !== slug ? await tx.get(doc(db, slugs.namespace, oldSlug)) : null
  return (write) => {
    if (holder !== id) write.set(doc(db, slugs.namespace, slug), { [slugs.holder]: id })
    if (old && holderOf(old) === id) write.delete(old.ref)
  }
}

/** `restoring`: the document comes back from its tombstone, which goes in the same write. */
export async function saveGuarded<S>(
  firebase: DeskFirebase,
  kind: DocKind<S>,
  id: string,
  base: Base,
  data: DocumentData,
  { restoring = false } = {},
): Promise<void> {
  assertOnline()
  const { db } = firebase
  const ref = doc(db, kind.collection, id)
  const written = { ...data, updatedAt: serverTimestamp() }
  const savedBy = firebase.auth.currentUser?.email ?? null
  await withTimeout(
    runTransaction(db, async (tx) => {
      const current = await tx.get(ref)
      checkBase(kind, id, base, current)
      const reserve = await slugWrites(tx, db, kind, id, String(data.slug), current)
      const origin = kind.history ? originOf(db, kind.collection, id) : null
      const begun = origin ? (await tx.get(origin)).exists() : true
      tx.set(ref, written)
      indexMediaUses(tx, db, kind.collection, id, current.data(), data)
      if (origin) {
        const stored = current.data()
        // A history begins at `origin`: with the version a document had before its history
        // began, or with this save (firestore.rules, docs/decisions/0018).
        if (!begun && stored)
          tx.set(origin, {
            ...revisionFields(stored),
            savedAt: stored.updatedAt ?? stored.publishedAt ?? null,
            savedBy: null,
          })
        const signed = begun || stored ? doc(revisionsOf(db, kind.collection, id)) : origin
        tx.set(signed, { ...revisionFields(written), savedAt: serverTimestamp(), savedBy })
      }
      if (restoring && kind.tombstones) tx.delete(tombstoneOf(db, kind.tombstones, id))
      reserve(tx)
    }),
  )
}

/** The document goes; a kind with tombstones keeps its copy there (./tombstones.ts). */
export async function deleteGuarded<S>(
  firebase: DeskFirebase,
  kind: DocKind<S>,
  id: string,
  base: Base,
): Promise<void> {
  assertOnline()
  const { db } = firebase
  const ref = doc(db, kind.collection, id)
  const deletedBy = firebase.auth.currentUser?.email ?? null
  await withTimeout(
    runTransaction(db, async (tx) => {
      const current = await tx.get(ref)
      if (!current.exists()) return
      checkBase(kind, id, base, current)
      const slugs = kind.slugs
      const reservation = slugs
        ? await tx.get(doc(db, slugs.namespace, String(current.get('slug'))))
        : null
      tx.delete(ref)
      if (kind.tombstones)
        tx.set(tombstoneOf(db, kind.tombstones, id), tombstone(current.data() ?? {}, deletedBy))
      if (slugs && reservation?.exists() && reservation.get(slugs.holder) === id)
        tx.delete(reservation.ref)
    }),
  )
}

// A transaction is never queued: past this it has not been applied, or its answer was lost.
const WRITE_TIMEOUT_MS = 20_000

function withTimeout<T>(promise: Promise<T>, ms = WRITE_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the server did not confirm in time')), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
