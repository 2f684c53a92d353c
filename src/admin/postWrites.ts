import { collection, doc, serverTimestamp, Timestamp } from 'firebase/firestore'
import { COLLECTION } from '../blog/live'
import { parsePostDocument } from '../blog/schema'
import type { DeskFirebase } from './firebase'
import type { StoredPost } from './postForm'
import { readPost } from './posts'
import { deleteGuarded, saveGuarded } from './store/guardedWrite'
import type { Base, DocKind } from './store/kind'

export { Offline, SaveConflict, SlugTaken } from './store/errors'
export type { Base }

export const SLUGS = 'slugs'

export const POSTS: DocKind<StoredPost> = {
  collection: COLLECTION,
  noun: 'post',
  parse: (id, data) => {
    const parsed = parsePostDocument(data)
    return parsed.ok ? { id, doc: parsed.post } : null
  },
  slugs: { namespace: SLUGS, holder: 'postId' },
  history: true,
  tombstones: 'deletedPosts',
}

/** `publishedAt: 'server'` stamps the server's time (Publish now). */
export async function savePost(
  firebase: DeskFirebase,
  id: string,
  base: Base,
  document: Record<string, unknown> & { slug: string; publishedAt: Date },
  publishedAt: Date | 'server',
): Promise<StoredPost> {
  await saveGuarded(firebase, POSTS, id, base, {
    ...document,
    publishedAt: publishedAt === 'server' ? serverTimestamp() : Timestamp.fromDate(publishedAt),
  })
  const stored = await readPost(firebase, id)
  if (!stored) throw new Error('The post was saved but could not be read back.')
  return stored
}

export const deletePost = (firebase: DeskFirebase, id: string, base: Base) =>
  deleteGuarded(firebase, POSTS, id, base)

export function newPostId({ db }: DeskFirebase): string {
  return doc(collection(db, COLLECTION)).id
}
