import { collection, doc, getDoc, getDocs } from 'firebase/firestore'
import { COLLECTION } from '../blog/live'
import { parsePostDocument } from '../blog/schema'
import type { DeskFirebase } from './firebase'
import { newestFirst, type StoredPost } from './postForm'

export interface DeskPostList {
  posts: StoredPost[]
  /** Written by hand in the console, say. */
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
