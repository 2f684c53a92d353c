import { describe, expect, it } from 'vitest'
import { clientNetwork, hostedClientAddress } from './clientAddress'

const headers =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name.toLowerCase()]

describe('the address a post is counted by, behind Firebase Hosting', () => {
  it('takes Hosting’s X-Fah-Client-Ip over anything the client wrote', () => {
    const from = headers({
      'x-fah-client-ip': '198.51.100.23',
      'x-forwarded-for': '1.2.3.4, 198.51.100.23, 35.191.0.1',
    })
    expect(hostedClientAddress(from, '169.254.1.1')).toBe('198.51.100.23')
  })

  it('without it, the rightmost X-Forwarded-For entry: forged entries to its left change nothing', () => {
    const forged = Array.from({ length: 40 }, (_, n) =>
      hostedClientAddress(
        headers({ 'x-forwarded-for': `10.0.0.${n}, 203.0.113.${n}, 198.51.100.23` }),
        '169.254.1.1',
      ),
    )
    expect(new Set(forged)).toEqual(new Set(['198.51.100.23']))
  })

  it('ignores a Hosting header or a last entry that is no address, then falls back to the socket', () => {
    expect(
      hostedClientAddress(
        headers({ 'x-fah-client-ip': 'evil', 'x-forwarded-for': '1.2.3.4, 198.51.100.9' }),
        undefined,
      ),
    ).toBe('198.51.100.9')
    expect(
      hostedClientAddress(headers({ 'x-forwarded-for': '1.2.3.4, junk' }), '::ffff:192.0.2.5'),
    ).toBe('192.0.2.5')
    expect(hostedClientAddress(headers({}), undefined)).toBe('unknown')
  })
})

describe('one client, for the limit', () => {
  it('is an IPv6 /64: every address a home or phone may rotate through inside it counts as one', () => {
    const rotated = Array.from({ length: 10 }, (_, n) =>
      clientNetwork(`2001:db8:12:34:${n.toString(16)}:abcd:ef01:${(n * 7).toString(16)}`),
    )
    expect(new Set(rotated)).toEqual(new Set(['2001:db8:12:34::/64']))
    expect(clientNetwork('2001:db8:12:35::1')).not.toBe(rotated[0])
  })

  it('is the address itself for IPv4, written over v6 or not', () => {
    expect(clientNetwork('::ffff:198.51.100.23')).toBe('198.51.100.23')
    expect(clientNetwork('198.51.100.23')).toBe('198.51.100.23')
    expect(clientNetwork('unknown')).toBe('unknown')
  })
})
