/**
 * The desk's writes of `blog-posts`, each a Firestore transaction with a precondition, so a save
 * never lands on a version the writer has not seen and never waits in the SDK's offline queue to
 * go out later (a transaction needs the server):
 *  - the post's `updatedAt` must still be the one the editor opened (a new post: no document);
 *  - its slug's reservation (`slugs/{slug}`) is taken, or already its own, in the same
 *    transaction, and a changed slug's old reservation released (firestore.rules checks both);
 *  - the version written is recorded in its revision history (./revisions.ts), by whom and when.
 * Refusals are typed, so the editor can say what happened beside the control.
 */
import {
  collection,
  type DocumentData,
  doc,
  getDocs,
  runTransaction,
  serverTimestamp,
  Timestamp,
  type Transaction,
} from 'firebase/firestore'
import { COLLECTION } from '../blog/live'
import { parsePostDocument } from '../blog/schema'
import type { DeskFirebase } from './firebase'
import type { StoredPost } from './postForm'
import { readPost } from './posts'
import { hasRevisions, revisionFields, revisionsOf } from './revisions'

export const SLUGS = 'slugs'

/** Someone saved (or deleted) the post since the editor opened it. */
export class SaveConflict extends Error {
  constructor(readonly theirs: StoredPost | null) {
    super(theirs ? 'The post was changed since you opened it.' : 'The post was deleted meanwhile.')
  }
}

/** Another post carries the slug. */
export class SlugTaken extends Error {
  constructor(
    readonly slug: string,
    readonly holderTitle: string | null,
  ) {
    super(`The slug “${slug}” belongs to another post.`)
  }
}

/** The device is offline: nothing was sent. */
export class Offline extends Error {
  constructor() {
    super('offline')
  }
}

/** What the editor opened: null for a new post, else the `updatedAt` it was loaded with. */
export type Base = { updatedAt: string | null } | null

const millis = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null

function storedFrom(id: string, data: DocumentData | undefined): StoredPost | null {
  const parsed = data ? parsePostDocument(data) : null
  return parsed?.ok ? { id, doc: parsed.post } : null
}

/** Checks the reservation of `slug` for post `id`; true when it must be written. */
async function slugToTake(tx: Transaction, firebase: DeskFirebase, id: string, slug: string) {
  const reservation = await tx.get(doc(firebase.db, SLUGS, slug))
  const holder = reservation.exists() ? String(reservation.get('postId')) : null
  if (holder === null) return true
  if (holder === id) return false
  const other = await tx.get(doc(firebase.db, COLLECTION, holder))
  // A reservation left by a post that is gone or carries another slug now is taken over.
  if (other.exists() && other.get('slug') === slug)
    throw new SlugTaken(slug, String(other.get('title') ?? '') || null)
  return true
}

/**
 * Writes a document the schema has accepted, if the stored post is still `base`.
 * `publishedAt: 'server'` stamps the server's time (Publish now). Returns the stored post as
 * read back, with the server's times.
 */
export async function savePost(
  firebase: DeskFirebase,
  id: string,
  base: Base,
  document: Record<string, unknown> & { slug: string; publishedAt: Date },
  publishedAt: Date | 'server',
): Promise<StoredPost> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) throw new Offline()
  const ref = doc(firebase.db, COLLECTION, id)
  const data = {
    ...document,
    publishedAt: publishedAt === 'server' ? serverTimestamp() : Timestamp.fromDate(publishedAt),
    updatedAt: serverTimestamp(),
  }
  const savedBy = firebase.auth.currentUser?.email ?? null
  // A post saved before its history began first records the version it had.
  const startHistory = base !== null && !(await hasRevisions(firebase, id))
  await withTimeout(
    runTransaction(firebase.db, async (tx) => {
      const current = await tx.get(ref)
      const seen = base?.updatedAt ? Date.parse(base.updatedAt) : null
      if (base === null ? current.exists() : millis(current.get('updatedAt')) !== seen)
        throw new SaveConflict(storedFrom(id, current.data()))
      const oldSlug = current.exists() ? String(current.get('slug')) : null
      const take = await slugToTake(tx, firebase, id, document.slug)
      let release = false
      if (oldSlug && oldSlug !== document.slug) {
        const old = await tx.get(doc(firebase.db, SLUGS, oldSlug))
        release = old.exists() && old.get('postId') === id
      }
      tx.set(ref, data)
      const stored = current.data()
      if (startHistory && stored)
        tx.set(doc(revisionsOf(firebase.db, id)), {
          ...revisionFields(stored),
          savedAt: stored.updatedAt ?? stored.publishedAt,
          savedBy: null,
        })
      tx.set(doc(revisionsOf(firebase.db, id)), {
        ...revisionFields(data),
        savedAt: serverTimestamp(),
        savedBy,
      })
      if (take) tx.set(doc(firebase.db, SLUGS, document.slug), { postId: id })
      if (release && oldSlug) tx.delete(doc(firebase.db, SLUGS, oldSlug))
    }),
  )
  const stored = await readPost(firebase, id)
  if (!stored) throw new Error('The post was saved but could not be read back.')
  return stored
}

/**
 * Deletes the post, its revisions and its slug's reservation, if the stored post is still `base`.
 */
export async function deletePost(firebase: DeskFirebase, id: string, base: Base): Promise<void> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) throw new Offline()
  const ref = doc(firebase.db, COLLECTION, id)
  const history = await getDocs(revisionsOf(firebase.db, id))
  await withTimeout(
    runTransaction(firebase.db, async (tx) => {
      const current = await tx.get(ref)
      if (!current.exists()) return
      if (
        millis(current.get('updatedAt')) !== (base?.updatedAt ? Date.parse(base.updatedAt) : null)
      )
        throw new SaveConflict(storedFrom(id, current.data()))
      const slug = String(current.get('slug'))
      const reservation = await tx.get(doc(firebase.db, SLUGS, slug))
      tx.delete(ref)
      for (const revision of history.docs) tx.delete(revision.ref)
      if (reservation.exists() && reservation.get('postId') === id) tx.delete(reservation.ref)
    }),
  )
}

/** A new document id (Firestore's own random ids). */
export function newPostId({ db }: DeskFirebase): string {
  return doc(collection(db, COLLECTION)).id
}

/**
 * How long a save may wait for the server before the desk reports it as not confirmed. A
 * transaction is never queued: past this, it has not been applied, or its answer was lost.
 */
const WRITE_TIMEOUT_MS = 20_000

function withTimeout<T>(promise: Promise<T>, ms = WRITE_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the server did not confirm in time')), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
