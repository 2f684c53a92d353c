// Its only way to the network, in CI with the deploy key about: every hop checked, addresses
// pinned (no second DNS answer), size and time capped (docs/decisions/0022-deploy-gates.md).
import { lookup as dnsLookup } from 'node:dns/promises'
import type { IncomingHttpHeaders } from 'node:http'
import { request } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>

export type Transport = (
  url: URL,
  lookup: LookupFunction,
  signal: AbortSignal,
) => Promise<{ status: number; headers: IncomingHttpHeaders; body: AsyncIterable<Uint8Array> }>

export interface SafeFetchOptions {
  resolve?: Resolver
  transport?: Transport
  maxBytes?: number
  timeoutMs?: number
  maxRedirects?: number
}

export const MAX_BYTES = 15 * 1024 * 1024
export const TIMEOUT_MS = 10_000
export const MAX_REDIRECTS = 5
const REDIRECTS = new Set([301, 302, 303, 307, 308])
const NO_BODY = new Set([204, 205, 304])

/** Refused by the snapshot, as opposed to failed by the other side. */
export class RefusedFetch extends Error {
  override name = 'RefusedFetch'
}

const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true })

/** Public unicast only: every range ipaddr.js names (private, metadata, NAT64…) is refused. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  const parsed = ipaddr.parse(address)
  const ip =
    parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
      ? (parsed as ipaddr.IPv6).toIPv4Address()
      : parsed
  return ip.range() === 'unicast'
}

/** Resolves once and refuses unless every answer is public, then pins one: no second DNS answer. */
export function pinnedLookup(resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (answers) => {
        const refused = answers.find((a) => !isPublicAddress(a.address))
        const chosen = answers[0]
        if (refused || !chosen) {
          const why = refused ? `resolves to ${refused.address}` : 'resolves to nothing'
          callback(new RefusedFetch(`${hostname} ${why}, not a public address`), '', 0)
        } else if (options.all) {
          ;(callback as unknown as (e: null, all: typeof answers) => void)(null, [chosen])
        } else callback(null, chosen.address, chosen.family)
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    )
  }
}

export function checkUrl(url: URL): void {
  if (url.protocol !== 'https:') throw new RefusedFetch(`${url.href}: only https: is fetched`)
  if (url.username || url.password) throw new RefusedFetch(`${url.href}: credentials in address`)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  // Node connects to an address literal without calling lookup: vetted here instead.
  if (isIP(host) && !isPublicAddress(host))
    throw new RefusedFetch(`${url.href}: ${host} is not a public address`)
}

const httpsTransport: Transport = (url, lookup, signal) =>
  new Promise((resolve, reject) => {
    const req = request(url, { lookup, signal, headers: { accept: 'image/*' } }, (res) =>
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: res }),
    )
    req.on('error', reject)
    req.end()
  })

async function readCapped(
  body: AsyncIterable<Uint8Array>,
  declared: string | undefined,
  maxBytes: number,
): Promise<Buffer> {
  if (declared && Number(declared) > maxBytes)
    throw new RefusedFetch(`larger than ${maxBytes} bytes (${declared} declared)`)
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.byteLength
    if (size > maxBytes) throw new RefusedFetch(`larger than ${maxBytes} bytes`)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

export function createSafeFetch(options: SafeFetchOptions = {}) {
  const transport = options.transport ?? httpsTransport
  const lookup = pinnedLookup(options.resolve ?? systemResolver)
  const maxBytes = options.maxBytes ?? MAX_BYTES
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS
  return async (input: string | URL, init?: { signal?: AbortSignal | null }): Promise<Response> => {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS)
    const signal = init?.signal ? AbortSignal.any([timeout, init.signal]) : timeout
    let url = new URL(String(input))
    for (let hop = 0; ; hop++) {
      checkUrl(url)
      const answer = await transport(url, lookup, signal)
      if (!REDIRECTS.has(answer.status)) {
        const bytes = await readCapped(answer.body, answer.headers['content-length'], maxBytes)
        return new Response(NO_BODY.has(answer.status) ? null : new Uint8Array(bytes), {
          status: answer.status,
        })
      }
      if ('destroy' in answer.body) (answer.body as { destroy(): void }).destroy()
      const location = answer.headers.location
      if (!location) throw new RefusedFetch(`${url.href}: redirect without a location`)
      if (hop >= maxRedirects)
        throw new RefusedFetch(`${url.href}: more than ${maxRedirects} redirects`)
      url = new URL(location, url)
    }
  }
}

export const safeFetch = createSafeFetch()
