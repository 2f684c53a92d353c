/**
 * A post's revision history (`blog-posts/{id}/revisions`, firestore.rules): each save records the
 * version it writes, with who and when; a post saved before the history began first records the
 * version it had, unsigned. Written by ./postWrites.ts in the save's own transaction.
 */
import {
  collection,
  type DocumentData,
  type Firestore,
  getDocs,
  limit,
  orderBy,
  query,
  Timestamp,
} from 'firebase/firestore'
import { COLLECTION } from '../blog/live'
import { type PostDocument, parsePostDocument } from '../blog/schema'
import type { DeskFirebase } from './firebase'

export const REVISIONS = 'revisions'

export interface Revision {
  id: string
  /** The version as it was saved (updatedAt: when). */
  doc: PostDocument
  savedAt: string
  /** Who saved it; null for the version a post had before its history began. */
  savedBy: string | null
}

export const revisionsOf = (db: Firestore, postId: string) =>
  collection(db, COLLECTION, postId, REVISIONS)

/** The fields of a post a revision keeps: the document without its updatedAt. */
export function revisionFields(post: DocumentData): DocumentData {
  const { updatedAt: _updatedAt, ...fields } = post
  return fields
}

/** Newest first. Revisions the schema refuses are left out rather than failing the list. */
export async function listRevisions({ db }: DeskFirebase, postId: string): Promise<Revision[]> {
  const snap = await getDocs(query(revisionsOf(db, postId), orderBy('savedAt', 'desc')))
  const revisions: Revision[] = []
  for (const d of snap.docs) {
    const savedAt = d.get('savedAt')
    const parsed = parsePostDocument({ ...d.data(), updatedAt: savedAt })
    if (parsed.ok && savedAt instanceof Timestamp)
      revisions.push({
        id: d.id,
        doc: parsed.post,
        savedAt: savedAt.toDate().toISOString(),
        savedBy: typeof d.get('savedBy') === 'string' ? d.get('savedBy') : null,
      })
  }
  return revisions
}

/** Whether the post has a history yet (read before a save: a transaction cannot query). */
export async function hasRevisions({ db }: DeskFirebase, postId: string): Promise<boolean> {
  return !(await getDocs(query(revisionsOf(db, postId), limit(1)))).empty
}
