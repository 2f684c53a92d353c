import type { Firestore } from 'firebase-admin/firestore'

export const SLUGS_COLLECTION = 'slugs'

export interface Backfill {
  reserved: Record<string, string>
  shared: Record<string, string[]>
}

/** A slug several posts carry is reported for an editor to settle. */
export async function backfillSlugs(db: Firestore, postsCollection: string): Promise<Backfill> {
  const [posts, reservations] = await Promise.all([
    db.collection(postsCollection).get(),
    db.collection(SLUGS_COLLECTION).get(),
  ])
  const held = new Map(reservations.docs.map((d) => [d.id, String(d.get('postId'))]))
  const carriers = new Map<string, string[]>()
  for (const post of posts.docs) {
    const slug = post.get('slug')
    if (typeof slug !== 'string' || !slug) continue
    carriers.set(slug, [...(carriers.get(slug) ?? []), post.id])
  }
  const result: Backfill = { reserved: {}, shared: {} }
  const batch = db.batch()
  for (const [slug, ids] of carriers) {
    const holder = held.get(slug)
    if (ids.length > 1 || (holder !== undefined && !ids.includes(holder))) {
      result.shared[slug] = holder && !ids.includes(holder) ? [...ids, holder] : ids
      continue
    }
    const [id] = ids
    if (holder === undefined && id) {
      batch.set(db.collection(SLUGS_COLLECTION).doc(slug), { postId: id })
      result.reserved[slug] = id
    }
  }
  await batch.commit()
  return result
}
