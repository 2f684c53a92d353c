/**
 * The server's time, the bound on `publishedAt` of every visitor query: the rules refuse a bound
 * past `request.time`, whatever the visitor's clock says (docs/decisions/0020).
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
