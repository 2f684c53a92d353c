/**
 * The desk's writes of `blog-posts`: the shared guarded writes (./store/guardedWrite.ts) with the
 * posts' slug reservations (`slugs/{slug}` holds `{ postId }`) and revision history.
 */
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
}

/**
 * Writes a post the schema has accepted, if the stored post is still `base`.
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
  await saveGuarded(firebase, POSTS, id, base, {
    ...document,
    publishedAt: publishedAt === 'server' ? serverTimestamp() : Timestamp.fromDate(publishedAt),
  })
  const stored = await readPost(firebase, id)
  if (!stored) throw new Error('The post was saved but could not be read back.')
  return stored
}

/** Deletes the post, its revisions and its slug's reservation, if the stored post is still `base`. */
export const deletePost = (firebase: DeskFirebase, id: string, base: Base) =>
  deleteGuarded(firebase, POSTS, id, base)

/** A new document id (Firestore's own random ids). */
export function newPostId({ db }: DeskFirebase): string {
  return doc(collection(db, COLLECTION)).id
}
