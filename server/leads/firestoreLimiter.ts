// One transaction, so every instance counts the same posts; a TTL policy on `expiresAt` deletes old
// windows, and an expired window counts as none however late it goes.
import { type Firestore, Timestamp } from 'firebase-admin/firestore'
import type { Limiter, LimitSettings } from './limiter'

export const LIMITS_COLLECTION = 'leadLimits'

export function firestoreLimiter(db: Firestore, { max, windowMs }: LimitSettings): Limiter {
  const limits = db.collection(LIMITS_COLLECTION)
  return {
    hit(key, now) {
      const ref = limits.doc(key)
      const at = now.getTime()
      return db.runTransaction(async (tx) => {
        const doc = await tx.get(ref)
        const start = (doc.get('windowStart') as Timestamp | undefined)?.toMillis()
        const count = Number(doc.get('count') ?? 0)
        if (start === undefined || at - start >= windowMs) {
          tx.set(ref, {
            windowStart: Timestamp.fromMillis(at),
            count: 1,
            expiresAt: Timestamp.fromMillis(at + windowMs),
          })
          return { ok: true }
        }
        if (count >= max)
          return {
            ok: false,
            retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - at) / 1000)),
          }
        tx.update(ref, { count: count + 1 })
        return { ok: true }
      })
    },
  }
}
