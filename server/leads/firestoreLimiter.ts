// Each post is a document of its own, written without a transaction, then counted: a burst from one
// client never waits on one counter's lock (under 60 at once those transactions timed out and let
// posts through). Posts at the same instant may all be refused; never more than the limit pass.
// A TTL policy on `expiresAt` (collection group `leadHits`) deletes old posts.
import { type Firestore, Timestamp } from 'firebase-admin/firestore'
import type { Limiter, LimitSettings } from './limiter'

export const LIMITS_COLLECTION = 'leadLimits'
export const HITS_COLLECTION = 'leadHits'
/** What a client refused because Firestore was too busy to count it waits. */
export const BUSY_RETRY_SECONDS = 60

/** gRPC codes of a Firestore that is up but overloaded: ABORTED, RESOURCE_EXHAUSTED, DEADLINE_EXCEEDED. */
const BUSY_CODES = new Set([10, 8, 4])

export function firestoreLimiter(db: Firestore, { max, windowMs }: LimitSettings): Limiter {
  const limits = db.collection(LIMITS_COLLECTION)
  return {
    async hit(key, now) {
      const at = now.getTime()
      const hits = limits.doc(key).collection(HITS_COLLECTION)
      try {
        const mine = await hits.add({
          at: Timestamp.fromMillis(at),
          expiresAt: Timestamp.fromMillis(at + windowMs),
        })
        // Every post written before this query is counted, this one among them, so the n-th to be
        // written sees at least n: no more than `max` can see `max` or fewer.
        const recent = await hits
          .where('at', '>', Timestamp.fromMillis(at - windowMs))
          .orderBy('at')
          .limit(max + 1)
          .get()
        if (recent.size <= max) return { ok: true }
        // A refused post is not counted, so Retry-After tells the truth; if two refused at once
        // both leave, fewer pass later, never more.
        await mine.delete().catch(() => undefined)
        const oldest = (recent.docs[0]?.get('at') as Timestamp | undefined)?.toMillis() ?? at
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)),
        }
      } catch (error) {
        // A burst is refused, never let through; only a Firestore that is down lets a lead pass.
        if (BUSY_CODES.has(Number((error as { code?: unknown }).code)))
          return { ok: false, retryAfterSeconds: BUSY_RETRY_SECONDS }
        throw error
      }
    },
  }
}
