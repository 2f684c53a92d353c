/**
 * The server's time, for the upper bound on `publishedAt` that every visitor query of the blog
 * carries (src/blog/live.ts).
 *
 * Why not the visitor's clock: firestore.rules let a visitor read a post only when
 * `publishedAt <= request.time`, and Firestore accepts a query only when its own filters
 * guarantee that, i.e. when its bound is not later than `request.time`. A visitor whose clock runs
 * a day fast would send a bound a day ahead and every read would be refused (the refresh fails,
 * the post shell cannot open a new post); one whose clock runs slow would not see posts that are
 * due. Neither should depend on the visitor's settings.
 *
 * So the bound is the server's time: the `Date` header of a HEAD request for the current page
 * (same origin, no CORS; Firebase Hosting stamps every response with it, and so does the local
 * superstatic server). It is measured once per page load, then advanced with the monotonic
 * `performance.now()`, which the visitor's clock settings cannot move. The header has whole
 * seconds rounded down and was written before the response arrived, so the estimate is never
 * later than the server's time (Google's servers, Hosting's and Firestore's, keep their clocks
 * in step): the bound errs towards the past by about a second, never towards the future. It is
 * deliberately not capped by the visitor's clock either, which would bring back the slow-clock
 * problem.
 *
 * Only when no header can be had (the request fails, or a server leaves the header out) does the
 * bound fall back to the visitor's clock, and the next call tries again. If that clock runs
 * fast, the rules refuse the query, and the callers report a failed read as for any other.
 */

export interface ServerClockOptions {
  /** Default: the global fetch. */
  fetch?: typeof fetch
  /** A same-origin URL to ask; default: the current page. */
  url?: () => string
  /** Monotonic milliseconds; default: performance.now(). */
  monotonic?: () => number
  /** The visitor's clock, the fallback; default: Date.now(). */
  clientNow?: () => number
  /** How long to wait for the answer before falling back. */
  timeoutMs?: number
}

export const SERVER_TIME_TIMEOUT_MS = 3000

interface Anchor {
  /** The server's time, from the header, in ms since the epoch. */
  server: number
  /** performance.now() when the answer arrived. */
  at: number
}

export function createServerClock(options: ServerClockOptions = {}): () => Promise<Date> {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const url = options.url ?? (() => window.location.href)
  const monotonic = options.monotonic ?? (() => performance.now())
  const clientNow = options.clientNow ?? (() => Date.now())
  const timeoutMs = options.timeoutMs ?? SERVER_TIME_TIMEOUT_MS
  let anchor: Anchor | null = null
  let measuring: Promise<Anchor | null> | null = null

  async function measure(): Promise<Anchor | null> {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    try {
      const response = await doFetch(url(), {
        method: 'HEAD',
        cache: 'no-store',
        credentials: 'same-origin',
        signal: controller.signal,
      })
      const at = monotonic()
      const server = Date.parse(response.headers.get('date') ?? '')
      return Number.isFinite(server) ? { server, at } : null
    } catch {
      return null
    } finally {
      clearTimeout(timer)
    }
  }

  return async () => {
    if (!anchor) {
      measuring ??= measure().finally(() => {
        measuring = null
      })
      anchor = await measuring
    }
    return anchor ? new Date(anchor.server + (monotonic() - anchor.at)) : new Date(clientNow())
  }
}

/** The page's server clock (one measurement per page load). */
export const serverNow = createServerClock()
