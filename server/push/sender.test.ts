import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { webPushSender } from './sender'
import type { PushMessage } from './types'
import { generateVapidPrivateKey, vapidFromPrivateKey } from './vapid'

/**
 * The request the sender makes, read as a push service and a browser would, without web-push's
 * code: the VAPID header's token is verified with the public key the office hands out, and the body
 * is decrypted here by RFC 8291's steps with the subscription's own private key and auth secret.
 */
const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))))
  servers.length = 0
})

async function pushService(status: number) {
  const received: { headers: IncomingHttpHeaders; body: Buffer }[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) })
      res.writeHead(status).end()
    })
  })
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/abc`, received }
}

/** RFC 8291 (aes128gcm, one record), from the user agent's side. */
function decrypt(body: Buffer, device: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const serverKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  const shared = device.computeSecret(serverKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.getPublicKey(), serverKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()])
  // The last record ends with the delimiter 0x02, then any padding of zeros.
  return plain.subarray(0, plain.lastIndexOf(2)).toString('utf8')
}

function verifyVapid(authorization: string, publicKey: string, audience: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(authorization)
  expect(match?.[2]).toBe(publicKey)
  const [header = '', claims = '', signature = ''] = (match?.[1] ?? '').split('.')
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>
  expect(payload.aud).toBe(audience)
  expect(payload.sub).toBe('https://oakandember.example')
  const key = Buffer.from(publicKey, 'base64url')
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: key.subarray(1, 33).toString('base64url'),
    y: key.subarray(33).toString('base64url'),
  }
  return crypto.subtle
    .importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify'])
    .then((k) =>
      crypto.subtle.verify(
        { name: 'ECDSA', hash: 'SHA-256' },
        k,
        Buffer.from(signature, 'base64url'),
        Buffer.from(`${header}.${claims}`),
      ),
    )
}

const MESSAGE: PushMessage = {
  title: 'New quote request',
  body: 'Deck · Cary',
  url: '/admin/leads/abc/',
  tag: 'lead-abc',
}

describe('webPushSender', () => {
  it('signs with the VAPID key and encrypts for the subscription alone', async () => {
    const service = await pushService(201)
    const vapid = vapidFromPrivateKey(generateVapidPrivateKey(), 'https://oakandember.example')
    const device = createECDH('prime256v1')
    device.generateKeys()
    const auth = randomBytes(16)
    const outcome = await webPushSender(vapid).send(
      {
        endpoint: service.url,
        keys: { p256dh: device.getPublicKey('base64url'), auth: auth.toString('base64url') },
      },
      MESSAGE,
    )
    expect(outcome).toEqual({ ok: true, status: 201 })
    const [request] = service.received
    if (!request) throw new Error('nothing received')
    expect(request.headers['content-encoding']).toBe('aes128gcm')
    expect(request.headers.ttl).toBe('86400')
    expect(request.headers.urgency).toBe('high')
    expect(request.body.includes(Buffer.from('quote'))).toBe(false)
    expect(
      await verifyVapid(
        String(request.headers.authorization),
        vapid.publicKey,
        new URL(service.url).origin,
      ),
    ).toBe(true)
    expect(JSON.parse(decrypt(request.body, device, auth))).toEqual(MESSAGE)
  })

  it.each([
    [404, true],
    [410, true],
    [403, false],
    [500, false],
  ])('reports HTTP %i (gone: %s)', async (status, gone) => {
    const service = await pushService(status)
    const vapid = vapidFromPrivateKey(generateVapidPrivateKey(), 'https://oakandember.example')
    const device = createECDH('prime256v1')
    device.generateKeys()
    const outcome = await webPushSender(vapid).send(
      {
        endpoint: service.url,
        keys: {
          p256dh: device.getPublicKey('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
      MESSAGE,
    )
    expect(outcome).toEqual({
      ok: false,
      status,
      gone,
      error: `the push service answered HTTP ${status}`,
    })
  })

  it('reports a push service that cannot be reached, and keys that are not a subscription’s', async () => {
    const vapid = vapidFromPrivateKey(generateVapidPrivateKey(), 'https://oakandember.example')
    const device = createECDH('prime256v1')
    device.generateKeys()
    const keys = {
      p256dh: device.getPublicKey('base64url'),
      auth: randomBytes(16).toString('base64url'),
    }
    const closed = await pushService(201)
    await new Promise((done) => servers.pop()?.close(done))
    const down = await webPushSender(vapid).send({ endpoint: closed.url, keys }, MESSAGE)
    expect(down).toMatchObject({ ok: false, status: null, gone: false })
    expect(!down.ok && down.error).toMatch(/ECONNREFUSED/)
    const bad = await webPushSender(vapid).send(
      { endpoint: 'https://push.example/x', keys: { p256dh: 'AAAA', auth: 'AAAA' } },
      MESSAGE,
    )
    expect(bad).toMatchObject({ ok: false, status: null, gone: false })
  })
})
