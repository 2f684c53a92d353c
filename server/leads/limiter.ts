// Keyed by a salted hash: no address is kept.
import { createHash } from 'node:crypto'

export interface LimitSettings {
  max: number
  windowMs: number
}

export const DEFAULT_LIMIT: LimitSettings = { max: 5, windowMs: 10 * 60 * 1000 }

export type LimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number }

export interface Limiter {
  hit(key: string, now: Date): Promise<LimitVerdict>
}

export function clientKey(salt: string, form: string, address: string): string {
  return createHash('sha256')
    .update(`${salt}\n${form}\n${address}`)
    .digest('base64url')
    .slice(0, 32)
}

/** Fixed windows from a client's first post: a burst at an edge gets at most twice the limit. */
export function memoryLimiter({ max, windowMs }: LimitSettings): Limiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    async hit(key, now) {
      const at = now.getTime()
      for (const [old, window] of windows) {
        if (at - window.start < windowMs) break
        windows.delete(old)
      }
      const window = windows.get(key)
      if (!window || at - window.start >= windowMs) {
        windows.delete(key)
        windows.set(key, { start: at, count: 1 })
        return { ok: true }
      }
      window.count += 1
      if (window.count <= max) return { ok: true }
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - at) / 1000)),
      }
    },
  }
}

export function limitFromEnv(value: string | undefined): LimitSettings {
  const match = /^(\d+)\/(\d+)$/.exec(value?.trim() ?? '')
  if (!match) return DEFAULT_LIMIT
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 }
}
