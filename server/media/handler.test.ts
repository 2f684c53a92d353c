import { mkdtemp, readdir, readFile, rm, utimes } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createServerApp } from '../app'
import { jsonlStore } from '../leads/jsonlStore'
import { memoryLimiter } from '../leads/limiter'
import type { Caller, OwnerVerifier } from '../leads/owners'
import { type MemoryContent, memoryContentReader } from '../testing/memoryContent'
import { hasGps, heicPhoto, inspect, phonePhoto } from '../testing/testPhotos'
import { diskMediaStore } from './diskStore'
import { MAX_UPLOAD_BYTES, PUBLIC_CACHE } from './handler'
import type { MediaStore } from './store'
import { type MediaUses, mediaUses } from './uses'

// sharp on full-size photos, on a 2-core machine shared with other runs.
vi.setConfig({ testTimeout: 30_000 })

const EDITOR: Caller = { uid: 'e', email: 'editor@example.com', owner: false, staff: true }
const READER: Caller = { uid: 'r', email: 'reader@example.com', owner: false, staff: false }
const staff: OwnerVerifier = {
  verify: async (token) => ({ editor: EDITOR, reader: READER })[token] ?? null,
}

let dir: string
let logged: string[]
let content: MemoryContent
let photo: Buffer
beforeAll(async () => {
  photo = await phonePhoto()
})
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-'))
  logged = []
  content = memoryContentReader()
})
afterEach(() => rm(dir, { recursive: true, force: true }))

function app(media: { staff?: OwnerVerifier; store?: MediaStore; uses?: MediaUses } | null = {}) {
  return createServerApp({
    store: jsonlStore(join(dir, 'leads.jsonl')),
    limiter: memoryLimiter({ max: 10, windowMs: 60_000 }),
    now: () => new Date('2026-01-02T03:04:05Z'),
    salt: 'test',
    clientAddress: () => '203.0.113.7',
    forward: { url: null, secret: null, retryBaseMs: 60_000 },
    log: (line) => logged.push(line),
    media: media
      ? {
          staff: media.staff ?? staff,
          store: media.store ?? diskMediaStore(join(dir, 'media')),
          uses: media.uses ?? mediaUses(content),
        }
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
      list: async () => [],
      delete: async () => false,
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

    // No token: a visitor, who gets no photo that published content does not use (below).
    const anonymous = await read()
    expect(anonymous.status).toBe(404)
    expect(anonymous.headers.get('cache-control')).toBe('no-store')
    expect((await read('forged')).status).toBe(401)
    expect((await read('reader')).status).toBe(403)
    expect((await read('editor', 'f'.repeat(64))).status).toBe(404)
    expect((await read('editor', '..%2F..%2Fleads.jsonl')).status).toBe(404)
    expect((await server.request(`/api/media/${hash}`, { method: 'PUT' })).status).toBe(405)
  })
})

const NOW = new Date('2026-01-02T03:04:05Z')
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000)

/** A post as Firestore holds it (the fields uses.ts reads). */
function post(title: string, body: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    status: 'published',
    publishedAt: minutes(-1),
    content: body,
    seo: { title: '', ogImage: null },
    ...extra,
  }
}

async function uploaded(server: ReturnType<typeof app>, source = photo) {
  const response = await upload(server, source, 'editor')
  return ((await response.json()) as { hash: string }).hash
}

const get = (server: ReturnType<typeof app>, hash: string, token?: string) =>
  server.request(`/api/media/${hash}/`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

describe('a photo for a visitor (no token): docs/decisions/0041', () => {
  it('is served, publicly cached, once a published and due post uses it; never 401', async () => {
    const server = app()
    const hash = await uploaded(server)
    const src = `/api/media/${hash}`
    const statuses: number[] = []
    const visit = async () => {
      const response = await get(server, hash)
      statuses.push(response.status)
      return response
    }

    // Uploaded only, then in a draft: not for visitors.
    expect((await visit()).status).toBe(404)
    content.save('blog-posts/p1', post('Deck', `![A deck](${src})`, { status: 'draft' }), [hash])
    const draft = await visit()
    expect(draft.status).toBe(404)
    expect(draft.headers.get('cache-control')).toBe('no-store')

    // Scheduled an hour ahead: still not.
    content.save('blog-posts/p1', post('Deck', `![A deck](${src})`, { publishedAt: minutes(60) }), [
      hash,
    ])
    expect((await visit()).status).toBe(404)

    // Published a minute ago: anyone sees it, and Hosting's CDN may keep it a few minutes.
    content.save('blog-posts/p1', post('Deck', `![A deck](${src})`), [hash])
    const shown = await visit()
    expect(shown.status).toBe(200)
    expect(shown.headers.get('content-type')).toBe('image/jpeg')
    expect(shown.headers.get('cache-control')).toBe(PUBLIC_CACHE)
    expect(PUBLIC_CACHE).toMatch(/^public, .*s-maxage=\d+/)
    const bytes = Buffer.from(await shown.arrayBuffer())
    expect(bytes.equals(await readFile(join(dir, 'media', `${hash}.jpg`)))).toBe(true)
    // Staff still get their private copy with the token.
    const own = await get(server, hash, 'editor')
    expect(own.headers.get('cache-control')).toMatch(/^private/)

    // Unpublished: gone for visitors at once (the CDN's copy within its five minutes).
    content.save('blog-posts/p1', post('Deck', `![A deck](${src})`, { status: 'draft' }), [hash])
    expect((await visit()).status).toBe(404)
    expect(statuses).not.toContain(401)
  })

  it('a published project’s photo and a post’s cover count; a draft’s photo never does', async () => {
    const server = app()
    const [cover, projectPhoto, draftPhoto] = [
      await uploaded(server),
      await uploaded(server, await sharp(photo).resize(300).jpeg().toBuffer()),
      await uploaded(server, await sharp(photo).resize(200).jpeg().toBuffer()),
    ] as [string, string, string]
    content.save(
      'blog-posts/p2',
      post('Cover', 'Words.', {
        seo: { title: '', ogImage: `/api/media/${cover}`, ogImageAlt: 'A patio' },
      }),
      [cover],
    )
    content.save(
      'projects/x',
      {
        title: 'Cary patio',
        status: 'published',
        photos: [{ source: { kind: 'upload', hash: projectPhoto }, alt: 'Stone patio' }],
      },
      [projectPhoto],
    )
    content.save(
      'projects/y',
      {
        title: 'Draft',
        status: 'draft',
        photos: [{ source: { kind: 'upload', hash: draftPhoto }, alt: 'Not yet' }],
      },
      [draftPhoto],
    )
    expect((await get(server, cover)).status).toBe(200)
    expect((await get(server, projectPhoto)).status).toBe(200)
    expect((await get(server, draftPhoto)).status).toBe(404)
  })

  it('trusts the documents, not the index: an entry naming a published post without the photo serves nothing', async () => {
    const server = app()
    const hash = await uploaded(server)
    // As if an editor wrote the index by hand: the post is live but does not use the photo.
    content.save('blog-posts/p3', post('Other', 'No photo here.'), [hash])
    expect((await get(server, hash)).status).toBe(404)
    // A deleted post's copy is never public, whatever it holds.
    content.docs.set('deletedPosts/p4', {
      document: post('Gone', `![x](/api/media/${hash})`),
      deletedAt: NOW,
    })
    content.indexed.set(hash, ['blog-posts:p3', 'deletedPosts:p4'])
    expect((await get(server, hash)).status).toBe(404)
    expect((await get(server, 'not-a-hash')).status).toBe(404)
    expect((await app(null).request(`/api/media/${hash}`)).status).toBe(404)
  })

  it('answers 503, never 401, when the index cannot be read', async () => {
    const down: MediaUses = {
      isPublic: async () => {
        throw new Error('firestore unreachable')
      },
      all: async () => new Map(),
      forget: async () => {},
    }
    const server = app({ uses: down })
    const hash = await uploaded(server)
    const response = await get(server, hash)
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('the library: GET /api/media and DELETE /api/media/{hash}', () => {
  type Listed = {
    hash: string
    uploadedAt: string
    uses: { collection: string; id: string; title: string; alts: string[]; live: boolean }[]
  }
  const list = async (server: ReturnType<typeof app>, token = 'editor') =>
    server.request('/api/media/', { headers: { authorization: `Bearer ${token}` } })
  const remove = (server: ReturnType<typeof app>, hash: string, token = 'editor') =>
    server.request(`/api/media/${hash}/`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    })

  it('lists every photo newest first, with where each is used and the alt text it has there', async () => {
    const server = app()
    const older = await uploaded(server, await sharp(photo).resize(300).jpeg().toBuffer())
    const newer = await uploaded(server)
    const unused = await uploaded(server, await sharp(photo).resize(200).jpeg().toBuffer())
    // Uploaded a week ago, yesterday and an hour ago (the disk store's time is the file's).
    const ago = (days: number) => new Date(NOW.getTime() - days * 86_400_000)
    await utimes(join(dir, 'media', `${older}.jpg`), ago(7), ago(7))
    await utimes(join(dir, 'media', `${newer}.jpg`), ago(1), ago(1))
    await utimes(join(dir, 'media', `${unused}.jpg`), ago(0.04), ago(0.04))
    content.save('blog-posts/p1', post('Deck', `Text\n\n![A deck at dusk](/api/media/${older})`), [
      older,
    ])
    // Not indexed (saved before the index existed): found all the same.
    content.docs.set('projects/x', {
      title: 'Cary patio',
      status: 'draft',
      photos: [{ source: { kind: 'upload', hash: older }, alt: 'Stone patio' }],
    })
    content.docs.set('deletedPosts/p9', {
      document: post('Old post', `![Old deck](/api/media/${newer})`),
    })

    const response = await list(server)
    expect(response.status).toBe(200)
    const { photos } = (await response.json()) as { photos: Listed[] }
    expect(photos.map((p) => p.hash)).toEqual([unused, newer, older])
    expect(photos[2]?.uploadedAt).toBe(ago(7).toISOString())
    expect(photos[2]?.uses).toEqual([
      {
        collection: 'blog-posts',
        id: 'p1',
        title: 'Deck',
        alts: ['A deck at dusk'],
        live: true,
        deleted: false,
      },
      {
        collection: 'projects',
        id: 'x',
        title: 'Cary patio',
        alts: ['Stone patio'],
        live: false,
        deleted: false,
      },
    ])
    expect(photos[1]?.uses).toEqual([
      expect.objectContaining({ collection: 'blog-posts', id: 'p9', deleted: true, live: false }),
    ])
    expect(photos[0]?.uses).toEqual([])

    expect((await server.request('/api/media/')).status).toBe(401)
    expect((await list(server, 'reader')).status).toBe(403)
  })

  it('refuses 409 to delete a photo in use (a draft, a recently deleted post), deletes one unused', async () => {
    const server = app()
    const inDraft = await uploaded(server, await sharp(photo).resize(300).jpeg().toBuffer())
    const inDeleted = await uploaded(server)
    const unused = await uploaded(server, await sharp(photo).resize(200).jpeg().toBuffer())
    content.save(
      'projects/x',
      {
        title: 'Cary patio',
        status: 'draft',
        photos: [{ source: { kind: 'upload', hash: inDraft }, alt: 'Stone patio' }],
      },
      [inDraft],
    )
    content.docs.set('deletedPosts/p9', {
      document: post('Old post', `![Old deck](/api/media/${inDeleted})`),
    })
    content.indexed.set(unused, ['blog-posts:gone'])

    const refused = await remove(server, inDraft)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      ok: false,
      error:
        'This photo is in use, so it was not deleted: the project “Cary patio”. Take it out of them first.',
    })
    const deletedToo = await remove(server, inDeleted)
    expect(deletedToo.status).toBe(409)
    expect(((await deletedToo.json()) as { error: string }).error).toMatch(
      /the post “Old post” \(recently deleted\)/,
    )
    expect((await remove(server, unused, 'reader')).status).toBe(403)
    expect((await server.request(`/api/media/${unused}/`, { method: 'DELETE' })).status).toBe(401)

    const done = await remove(server, unused)
    expect(done.status).toBe(200)
    expect(content.indexed.has(unused)).toBe(false)
    expect(await readdir(join(dir, 'media'))).toEqual(expect.not.arrayContaining([`${unused}.jpg`]))
    expect((await get(server, unused, 'editor')).status).toBe(404)
    expect((await remove(server, unused)).status).toBe(404)
    expect((await readdir(join(dir, 'media'))).sort()).toEqual(
      [`${inDraft}.jpg`, `${inDeleted}.jpg`].sort(),
    )
    expect(logged.join('\n')).toMatch(new RegExp(`${unused} deleted by editor@example.com`))
  })
})

it('the test photo carries GPS, so its absence above means something', async () => {
  expect(hasGps(photo)).toBe(true)
})
