/**
 * The desk's reads and writes of `blog-posts` (Firestore, as the signed-in editor: the rules
 * let editors read every post and write valid ones). Every write is the whole document, checked
 * by the schema first; `updatedAt`, and `publishedAt` on "Publish now", take the server's time,
 * so an editor's clock can neither date a post in the future nor schedule it by accident.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
} from 'firebase/firestore'
import { COLLECTION } from '../blog/live'
import { parsePostDocument } from '../blog/schema'
import type { DeskFirebase } from './firebase'
import { newestFirst, type StoredPost } from './postForm'

export interface DeskPostList {
  posts: StoredPost[]
  /** Documents the schema refuses (written by hand in the console, say): id and problems. */
  invalid: { id: string; problems: string[] }[]
}

export async function listPosts({ db }: DeskFirebase): Promise<DeskPostList> {
  const snap = await getDocs(collection(db, COLLECTION))
  const list: DeskPostList = { posts: [], invalid: [] }
  for (const d of snap.docs) {
    const parsed = parsePostDocument(d.data())
    if (parsed.ok) list.posts.push({ id: d.id, doc: parsed.post })
    else list.invalid.push({ id: d.id, problems: parsed.problems })
  }
  list.posts.sort(newestFirst)
  return list
}

export async function readPost({ db }: DeskFirebase, id: string): Promise<StoredPost | null> {
  const snap = await getDoc(doc(db, COLLECTION, id))
  if (!snap.exists()) return null
  const parsed = parsePostDocument(snap.data())
  if (!parsed.ok) throw new Error(`This post cannot be edited here: ${parsed.problems.join('; ')}`)
  return { id, doc: parsed.post }
}

/** A new document id (Firestore's own random ids). */
export function newPostId({ db }: DeskFirebase): string {
  return doc(collection(db, COLLECTION)).id
}

/**
 * Writes a document the schema has accepted. `publishedAt: 'server'` stamps it with the server's
 * time (Publish now); the stored post is read back, with the server's times, and returned.
 */
export async function writePost(
  firebase: DeskFirebase,
  id: string,
  document: Record<string, unknown> & { publishedAt: Date },
  publishedAt: Date | 'server',
): Promise<StoredPost> {
  const data = {
    ...document,
    publishedAt: publishedAt === 'server' ? serverTimestamp() : Timestamp.fromDate(publishedAt),
    updatedAt: serverTimestamp(),
  }
  // Offline, the SDK would hold the write until the connection is back: the desk says so instead
  // of waiting (the write still goes out later, and writing the whole document twice is harmless).
  await withTimeout(setDoc(doc(firebase.db, COLLECTION, id), data), WRITE_TIMEOUT_MS)
  const stored = await readPost(firebase, id)
  if (!stored) throw new Error('The post was saved but could not be read back.')
  return stored
}

export async function removePost({ db }: DeskFirebase, id: string): Promise<void> {
  await withTimeout(deleteDoc(doc(db, COLLECTION, id)), WRITE_TIMEOUT_MS)
}

/** How long a write may wait for the server before the desk reports it as not confirmed. */
const WRITE_TIMEOUT_MS = 15_000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the server did not confirm in time')), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
