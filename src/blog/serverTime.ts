// The rules refuse a bound past `request.time`, whatever the visitor's clock says (decision 0020).

export interface ServerClockOptions {
  fetch?: typeof fetch
  url?: () => string
  monotonic?: () => number
  clientNow?: () => number
  timeoutMs?: number
}

export const SERVER_TIME_TIMEOUT_MS = 3000

interface Anchor {
  server: number
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

export const serverNow = createServerClock()
