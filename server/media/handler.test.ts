import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createServerApp } from '../app'
import { jsonlStore } from '../leads/jsonlStore'
import { memoryLimiter } from '../leads/limiter'
import type { Caller, OwnerVerifier } from '../leads/owners'
import { diskMediaStore } from './diskStore'
import { MAX_UPLOAD_BYTES } from './handler'
import type { MediaStore } from './store'
import { hasGps, heicPhoto, inspect, phonePhoto } from './testPhotos'

// sharp on full-size photos, on a 2-core machine shared with other runs.
vi.setConfig({ testTimeout: 30_000 })

const EDITOR: Caller = { uid: 'e', email: 'editor@example.com', owner: false, staff: true }
const READER: Caller = { uid: 'r', email: 'reader@example.com', owner: false, staff: false }
const staff: OwnerVerifier = {
  verify: async (token) => ({ editor: EDITOR, reader: READER })[token] ?? null,
}

let dir: string
let logged: string[]
let photo: Buffer
beforeAll(async () => {
  photo = await phonePhoto()
})
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-'))
  logged = []
})
afterEach(() => rm(dir, { recursive: true, force: true }))

function app(media: { staff?: OwnerVerifier; store?: MediaStore } | null = {}) {
  return createServerApp({
    store: jsonlStore(join(dir, 'leads.jsonl')),
    limiter: memoryLimiter({ max: 10, windowMs: 60_000 }),
    now: () => new Date('2026-01-02T03:04:05Z'),
    salt: 'test',
    clientAddress: () => '203.0.113.7',
    forward: { url: null, secret: null, retryBaseMs: 60_000 },
    log: (line) => logged.push(line),
    media: media
      ? { staff: media.staff ?? staff, store: media.store ?? diskMediaStore(join(dir, 'media')) }
      : null,
  })
}

function upload(server: ReturnType<typeof app>, body: Uint8Array | string, token?: string) {
  return server.request('/api/media', {
    method: 'POST',
    headers: {
      'content-type': 'image/jpeg',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : new Blob([new Uint8Array(body)]),
  })
}

const stored = async () => readdir(join(dir, 'media')).catch(() => [] as string[])

describe('POST /api/media', () => {
  it('stores a sideways 4000×3000 phone photo upright, at most 2560 px long, with no EXIF or GPS', async () => {
    const source = await inspect(photo)
    expect(source).toMatchObject({ width: 4000, height: 3000, orientation: 6, gps: true })

    const response = await upload(app(), photo, 'editor')
    expect(response.status).toBe(201)
    const answer = (await response.json()) as { hash: string; src: string; width: number }
    expect(answer).toMatchObject({ ok: true, type: 'image/jpeg', width: 1920, height: 2560 })
    expect(answer.src).toBe(`/api/media/${answer.hash}`)

    expect(await stored()).toEqual([`${answer.hash}.jpg`])
    const file = await readFile(join(dir, 'media', `${answer.hash}.jpg`))
    const kept = await inspect(file)
    expect(kept).toMatchObject({ format: 'jpeg', width: 1920, height: 2560 })
    expect(Math.max(kept.width, kept.height)).toBeLessThanOrEqual(2560)
    expect(kept.exif).toBeNull()
    expect(kept.xmp).toBeNull()
    expect(kept.orientation).toBeNull()
    expect(kept.gps).toBe(false)
    expect(file.includes(Buffer.from('TestPhone'))).toBe(false)
    // Upright: the stored rows' dark top became the right-hand side.
    expect(kept.right).toBeLessThan(80)
    expect(kept.left).toBeGreaterThan(180)
    // The name is the sha256 of the stored bytes.
    const { createHash } = await import('node:crypto')
    expect(createHash('sha256').update(file).digest('hex')).toBe(answer.hash)
  })

  it('keeps WebP as WebP and the same photo once', async () => {
    // Half size, still sideways with its GPS: upright 1500×2000, under the cap.
    const webp = await sharp(photo).resize(2000).keepMetadata().webp().toBuffer()
    const server = app()
    const first = (await (await upload(server, webp, 'editor')).json()) as { hash: string }
    const again = (await (await upload(server, webp, 'editor')).json()) as { hash: string }
    expect(again.hash).toBe(first.hash)
    expect(await stored()).toEqual([`${first.hash}.webp`])
    expect(await inspect(await readFile(join(dir, 'media', `${first.hash}.webp`)))).toMatchObject({
      format: 'webp',
      exif: null,
      gps: false,
      width: 1500,
      height: 2000,
    })
  })

  it('takes PNG and AVIF, and leaves a small photo its size', async () => {
    // Made without its orientation tag: a plain 400×300 picture.
    const small = await sharp(photo).resize(400).png().toBuffer()
    const png = await upload(app(), small, 'editor')
    expect(await png.json()).toMatchObject({ type: 'image/jpeg', width: 400, height: 300 })
    const avif = await upload(app(), await sharp(small).avif().toBuffer(), 'editor')
    expect(await avif.json()).toMatchObject({ type: 'image/jpeg', width: 400, height: 300 })
  })

  it('refuses a text file named .jpg, a GIF, a HEIC and a truncated JPEG, in words', async () => {
    const server = app()
    const text = await upload(server, 'Not a picture at all, just words.\n', 'editor')
    expect(text.status).toBe(415)
    expect(await text.json()).toEqual({
      ok: false,
      error: 'This file is not a picture. Upload a JPEG, PNG, WebP or AVIF photo.',
    })
    const gif = await upload(server, await sharp(photo).resize(40).gif().toBuffer(), 'editor')
    expect(gif.status).toBe(415)
    expect(((await gif.json()) as { error: string }).error).toMatch(/^This is a gif file/)
    const refused = await upload(server, await heicPhoto(), 'editor')
    expect(refused.status).toBe(415)
    expect(((await refused.json()) as { error: string }).error).toMatch(/HEIC/)
    const cut = await upload(server, photo.subarray(0, Math.floor(photo.length / 2)), 'editor')
    expect(cut.status).toBe(422)
    expect(((await cut.json()) as { error: string }).error).toMatch(/could not be read/)
    expect(await stored()).toEqual([])
  })

  it('answers 401 to no token or a bad one, 403 to a signed-in user without a role', async () => {
    const server = app()
    const anonymous = await upload(server, photo)
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer')
    expect((await upload(server, photo, 'forged')).status).toBe(401)
    const reader = await upload(server, photo, 'reader')
    expect(reader.status).toBe(403)
    expect(await reader.json()).toMatchObject({
      error: expect.stringMatching(/editor or the owner/),
    })
    expect(await stored()).toEqual([])
  })

  it('answers 413 to a body over the limit before decoding it', async () => {
    const response = await upload(app(), new Uint8Array(MAX_UPLOAD_BYTES + 1), 'editor')
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ error: expect.stringMatching(/limit is 20 MB/) })
  })

  it('answers 503 where there are no staff accounts, or when the sign-in or the store is down', async () => {
    const none = await upload(app(null), photo, 'editor')
    expect(none.status).toBe(503)
    expect(await none.json()).toMatchObject({ error: expect.stringMatching(/npm run desk/) })
    const authDown: OwnerVerifier = {
      verify: async () => {
        throw new Error('auth unreachable')
      },
    }
    expect((await upload(app({ staff: authDown }), photo, 'editor')).status).toBe(503)
    const broken: MediaStore = {
      put: async () => {
        throw new Error('disk full')
      },
      get: async () => null,
      has: async () => false,
    }
    const full = await upload(app({ store: broken }), photo, 'editor')
    expect(full.status).toBe(503)
    expect(logged.join('\n')).toMatch(/NOT STORED \(Error: disk full\)/)
  })
})

describe('GET /api/media/{hash}', () => {
  it('gives a stored photo to staff only, privately cached', async () => {
    const server = app()
    const { hash } = (await (await upload(server, photo, 'editor')).json()) as { hash: string }
    const read = (token?: string, id = hash) =>
      server.request(`/api/media/${id}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    const own = await read('editor')
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('image/jpeg')
    expect(own.headers.get('cache-control')).toMatch(/^private/)
    const bytes = Buffer.from(await own.arrayBuffer())
    expect(bytes.equals(await readFile(join(dir, 'media', `${hash}.jpg`)))).toBe(true)

    expect((await read()).status).toBe(401)
    expect((await read('reader')).status).toBe(403)
    expect((await read('editor', 'f'.repeat(64))).status).toBe(404)
    expect((await read('editor', '..%2F..%2Fleads.jsonl')).status).toBe(404)
    expect((await server.request(`/api/media/${hash}`, { method: 'DELETE' })).status).toBe(405)
  })
})

it('the test photo carries GPS, so its absence above means something', async () => {
  expect(hasGps(photo)).toBe(true)
})
