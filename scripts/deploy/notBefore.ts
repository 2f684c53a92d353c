// The snapshot of a run the desk asked for waits for its minute to end: every request the server
// folded into that dispatch was made, after its save, before then (docs/decisions/0023).
import { setTimeout as sleep } from 'node:timers/promises'

export const MARGIN_MS = 5_000
/** A minute and the margin is the longest a dispatch asks for; a later time is a mistake. */
export const LONGEST_MS = 65_000 + MARGIN_MS

/** How long to wait before the snapshot; a value not an ISO time, or too far ahead, throws. */
export function waitMs(notBefore: string | undefined, now: Date): number {
  const value = (notBefore ?? '').trim()
  if (!value) return 0
  const at = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value)
    ? Date.parse(value)
    : Number.NaN
  if (Number.isNaN(at)) throw new Error(`not_before must be an ISO time in UTC, not “${value}”.`)
  const wait = at + MARGIN_MS - now.getTime()
  if (wait > LONGEST_MS)
    throw new Error(`not_before ${value} is more than a minute ahead: no dispatch asks for that.`)
  return Math.max(0, wait)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const ms = waitMs(process.env.NOT_BEFORE, new Date())
    console.log(
      ms
        ? `Waiting ${(ms / 1000).toFixed(1)} s: the changes folded into this dispatch are all saved then.`
        : 'Nothing to wait for.',
    )
    await sleep(ms)
  } catch (error) {
    console.error(`::error::${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}
