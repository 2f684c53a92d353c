import { createServer, type Server } from 'node:net'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readSource } from './covers'
import {
  createSafeFetch,
  isPublicAddress,
  pinnedLookup,
  RefusedFetch,
  type Resolver,
  type Transport,
} from './safeFetch'

const PUBLIC = '93.184.216.34'
const publicResolver: Resolver = async () => [{ address: PUBLIC, family: 4 }]
const answer = (status: number, headers: Record<string, string> = {}, body = '') => ({
  status,
  headers,
  body: Readable.from([Buffer.from(body)]),
})

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.9',
    '192.168.1.1',
    '169.254.169.254',
    '100.100.100.200',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd00:ec2::254',
    '::ffff:127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false))

  it.each([PUBLIC, '2606:4700:4700::1111'])('accepts %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  )
})

describe('safeFetch refuses before any request', () => {
  const transport = vi.fn<Transport>()
  const fetch = createSafeFetch({ resolve: publicResolver, transport })

  it.each([
    ['http://127.0.0.1/cover.jpg', 'only https'],
    ['http://169.254.169.254/latest/meta-data/', 'only https'],
    ['https://127.0.0.1/cover.jpg', 'not a public address'],
    ['https://169.254.169.254/latest/meta-data/', 'not a public address'],
    ['https://[::1]/cover.jpg', 'not a public address'],
    ['https://user:pass@images.example/a.jpg', 'credentials'],
    ['file:///etc/passwd', 'only https'],
  ])('%s', async (address, reason) => {
    await expect(fetch(address)).rejects.toThrow(RefusedFetch)
    await expect(fetch(address)).rejects.toThrow(reason)
    expect(transport).not.toHaveBeenCalled()
  })
})

describe('safeFetch follows redirects only to what it would fetch first', () => {
  it.each([
    'http://127.0.0.1/x.jpg',
    'http://169.254.169.254/latest/meta-data/',
    'https://169.254.169.254/latest/meta-data/',
    'https://127.0.0.1:8443/x.jpg',
  ])('refuses a redirect to %s', async (target) => {
    const transport = vi.fn<Transport>(async () => answer(302, { location: target }))
    const fetch = createSafeFetch({ resolve: publicResolver, transport })
    await expect(fetch('https://images.example/a.jpg')).rejects.toThrow(RefusedFetch)
    expect(transport).toHaveBeenCalledTimes(1)
  })

  it('follows a relative redirect to a public host, then stops after too many', async () => {
    const ok = vi.fn<Transport>(async (url) =>
      url.pathname === '/a.jpg' ? answer(301, { location: '/b.jpg' }) : answer(200, {}, 'image'),
    )
    const response = await createSafeFetch({ resolve: publicResolver, transport: ok })(
      'https://images.example/a.jpg',
    )
    expect(await response.text()).toBe('image')
    expect(ok.mock.calls.map(([url]) => url.href)).toEqual([
      'https://images.example/a.jpg',
      'https://images.example/b.jpg',
    ])

    const loop = vi.fn<Transport>(async () => answer(302, { location: '/again' }))
    await expect(
      createSafeFetch({ resolve: publicResolver, transport: loop, maxRedirects: 3 })(
        'https://images.example/a.jpg',
      ),
    ).rejects.toThrow('more than 3 redirects')
    expect(loop).toHaveBeenCalledTimes(4)
  })
})

describe('safeFetch caps size and time', () => {
  it('refuses a body declared or streamed past the cap', async () => {
    const declared = vi.fn<Transport>(async () => answer(200, { 'content-length': '2000' }))
    await expect(
      createSafeFetch({ resolve: publicResolver, transport: declared, maxBytes: 1000 })(
        'https://images.example/a.jpg',
      ),
    ).rejects.toThrow('larger than 1000 bytes')
    const streamed = vi.fn<Transport>(async () => ({
      status: 200,
      headers: {},
      body: Readable.from([Buffer.alloc(600), Buffer.alloc(600)]),
    }))
    await expect(
      createSafeFetch({ resolve: publicResolver, transport: streamed, maxBytes: 1000 })(
        'https://images.example/a.jpg',
      ),
    ).rejects.toThrow('larger than 1000 bytes')
  })

  it('gives up when the other side does not answer in time', async () => {
    const silent: Transport = (_url, _lookup, signal) =>
      new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
    const started = performance.now()
    await expect(
      createSafeFetch({ resolve: publicResolver, transport: silent, timeoutMs: 100 })(
        'https://images.example/a.jpg',
      ),
    ).rejects.toThrow(/timeout/i)
    expect(performance.now() - started).toBeLessThan(2000)
  })
})

describe('the socket connects only to the vetted address', () => {
  // Something listening where a private answer points: it must never see a connection.
  const PORT = Number(process.env.SAFE_FETCH_TEST_PORT ?? 7510)
  let server: Server
  let connections = 0
  beforeAll(async () => {
    server = createServer((socket) => {
      connections++
      socket.destroy()
    })
    await new Promise<void>((done) => server.listen(PORT, '127.0.0.1', done))
  })
  afterAll(() => new Promise<void>((done) => server.close(() => done())))

  it.each([
    ['127.0.0.1', 4],
    ['10.0.0.5', 4],
    ['192.168.1.20', 4],
    ['169.254.169.254', 4],
    ['fd00::1', 6],
  ])('refuses a host whose lookup answers %s (real https transport)', async (address, family) => {
    const resolve = vi.fn<Resolver>(async () => [{ address, family }])
    const fetch = createSafeFetch({ resolve })
    await expect(fetch(`https://images.example:${PORT}/a.jpg`)).rejects.toThrow(
      `images.example resolves to ${address}, not a public address`,
    )
    expect(resolve).toHaveBeenCalledWith('images.example')
    expect(connections).toBe(0)
  })

  it('refuses when any answer is private, and pins one vetted answer otherwise', async () => {
    const mixed = pinnedLookup(async () => [
      { address: PUBLIC, family: 4 },
      { address: '10.0.0.1', family: 4 },
    ])
    const error = await new Promise((done) => mixed('x.example', {}, (e) => done(e)))
    expect(error).toBeInstanceOf(RefusedFetch)

    const resolve = vi.fn<Resolver>(async () => [
      { address: PUBLIC, family: 4 },
      { address: '2606:4700:4700::1111', family: 6 },
    ])
    const lookup = pinnedLookup(resolve)
    const all = await new Promise((done) =>
      lookup('x.example', { all: true }, (_e, addresses) => done(addresses)),
    )
    expect(all).toEqual([{ address: PUBLIC, family: 4 }])
    const one = await new Promise((done) =>
      lookup('x.example', {}, (_e, address, family) => done([address, family])),
    )
    expect(one).toEqual([PUBLIC, 4])
  })
})

describe('covers and body images fetch through it', () => {
  it.each(['http://127.0.0.1/cover.jpg', 'http://169.254.169.254/latest/meta-data/'])(
    'readSource refuses %s',
    async (address) => {
      await expect(readSource(address, { publicDir: '/nonexistent' })).rejects.toThrow(RefusedFetch)
    },
  )
})
