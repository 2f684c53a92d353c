// Which address the rate limit counts a post by (docs/decisions/0036-the-client-address.md).
import ipaddr from 'ipaddr.js'

/** The header Firebase Hosting sets to the visitor's address on a request it rewrites. */
export const HOSTING_CLIENT_HEADER = 'x-fah-client-ip'

type Header = (name: string) => string | undefined

function parsed(value: string | undefined): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const text = value?.trim() ?? ''
  if (!ipaddr.isValid(text)) return null
  const address = ipaddr.parse(text)
  // A v4 client over a v6 socket is the same client as over v4.
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress())
    return (address as ipaddr.IPv6).toIPv4Address()
  return address
}

/**
 * Behind Firebase Hosting: its own header first. Otherwise the rightmost entry of X-Forwarded-For,
 * the one Google's front end appended for the connection it took; a client writes only entries to
 * its left, so the leftmost (express's `req.ip`) is the client's to choose. Then the socket.
 */
export function hostedClientAddress(header: Header, socketAddress: string | undefined): string {
  const hosting = parsed(header(HOSTING_CLIENT_HEADER))
  if (hosting) return hosting.toString()
  const forwarded = (header('x-forwarded-for') ?? '').split(',')
  const appended = parsed(forwarded[forwarded.length - 1])
  if (appended) return appended.toString()
  return parsed(socketAddress)?.toString() ?? 'unknown'
}

/**
 * What one client is, for the limit: an IPv4 address, or an IPv6 /64 (one home or phone is given a
 * whole /64 and may use any address inside it).
 */
export function clientNetwork(address: string): string {
  const ip = parsed(address)
  if (!ip) return address
  if (ip.kind() === 'ipv4') return ip.toString()
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4)
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`
}
