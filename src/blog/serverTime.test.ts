import { describe, expect, it, vi } from 'vitest'
import { createServerClock } from './serverTime'

const DAY = 86_400_000
const SERVER = Date.parse('2026-03-01T12:00:00.000Z')

/** A fake of the page's world: the server's Date header, a monotonic clock, a visitor's clock. */
function world(answer: () => Promise<Response>) {
  let mono = 1000
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer())
  return {
    fetch,
    tick: (ms: number) => {
      mono += ms
    },
    clock: createServerClock({
      fetch: fetch as unknown as typeof globalThis.fetch,
      url: () => 'https://oakandember.example/blog/',
      monotonic: () => mono,
      // The visitor's clock runs a day fast.
      clientNow: () => SERVER + DAY,
    }),
  }
}

const withDate = (date: string | null) => async () =>
  new Response(null, { status: 200, headers: date ? { date } : {} })

describe('createServerClock', () => {
  it("takes the server's Date header, not the visitor's clock", async () => {
    const w = world(withDate(new Date(SERVER).toUTCString()))
    expect((await w.clock()).toISOString()).toBe('2026-03-01T12:00:00.000Z')
    expect(w.fetch).toHaveBeenCalledWith('https://oakandember.example/blog/', {
      method: 'HEAD',
      cache: 'no-store',
      credentials: 'same-origin',
      signal: expect.any(AbortSignal),
    })
  })

  it('asks once per page, then moves on with the monotonic clock', async () => {
    const w = world(withDate(new Date(SERVER).toUTCString()))
    await w.clock()
    w.tick(90_000)
    expect((await w.clock()).toISOString()).toBe('2026-03-01T12:01:30.000Z')
    expect(w.fetch).toHaveBeenCalledTimes(1)
  })

  it('shares one request between calls made at once', async () => {
    const w = world(withDate(new Date(SERVER).toUTCString()))
    await Promise.all([w.clock(), w.clock()])
    expect(w.fetch).toHaveBeenCalledTimes(1)
  })

  it('uses the answer of an error page too: every response carries the date', async () => {
    const w = world(
      async () =>
        new Response(null, { status: 404, headers: { date: new Date(SERVER).toUTCString() } }),
    )
    expect((await w.clock()).getTime()).toBe(SERVER)
  })

  it.each([
    ['the request fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the header is missing', withDate(null)],
    ['the header is not a date', withDate('soon')],
  ])("falls back to the visitor's clock when %s, and asks again next time", async (_, answer) => {
    const w = world(answer as () => Promise<Response>)
    expect((await w.clock()).getTime()).toBe(SERVER + DAY)
    await w.clock()
    expect(w.fetch).toHaveBeenCalledTimes(2)
  })

  it('gives up waiting after its timeout', async () => {
    vi.useFakeTimers()
    try {
      const clock = createServerClock({
        fetch: ((_: unknown, init?: RequestInit) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
          )) as typeof fetch,
        url: () => '/',
        clientNow: () => 42,
        timeoutMs: 3000,
      })
      const result = clock()
      await vi.advanceTimersByTimeAsync(3000)
      expect((await result).getTime()).toBe(42)
    } finally {
      vi.useRealTimers()
    }
  })
})
