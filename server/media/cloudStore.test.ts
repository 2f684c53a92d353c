import { type App, deleteApp, initializeApp } from 'firebase-admin/app'
import { getStorage } from 'firebase-admin/storage'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type StorageStandIn, startStorageStandIn } from '../testing/storageStandIn'
import { cloudMediaStore } from './cloudStore'

const HASH = 'a'.repeat(64)
const BUCKET = 'demo-media.firebasestorage.app'

let standIn: StorageStandIn
let firebase: App
let before: string | undefined

beforeAll(async () => {
  standIn = await startStorageStandIn()
  before = process.env.STORAGE_EMULATOR_HOST
  // How @google-cloud/storage (under firebase-admin) is pointed elsewhere: its base URL and
  // upload endpoint follow this variable, and it sends no credentials to a custom endpoint.
  process.env.STORAGE_EMULATOR_HOST = standIn.origin
  firebase = initializeApp({ projectId: 'demo-media', storageBucket: BUCKET }, 'media-store-test')
})
afterAll(async () => {
  await deleteApp(firebase)
  await standIn.close()
  if (before === undefined) delete process.env.STORAGE_EMULATOR_HOST
  else process.env.STORAGE_EMULATOR_HOST = before
})
beforeEach(() => {
  standIn.objects.clear()
  standIn.requests.length = 0
})

const store = () => cloudMediaStore(() => getStorage(firebase).bucket())

describe('cloudMediaStore, against a stand-in of the Cloud Storage JSON API', () => {
  it('stores a photo privately under media/{hash} in the default bucket and reads it back', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0, 255])
    const media = store()
    expect(await media.has(HASH)).toBe(false)
    await media.put(HASH, { bytes, type: 'image/jpeg' })
    const object = standIn.objects.get(`${BUCKET}/media/${HASH}`)
    expect(object?.bytes.equals(bytes)).toBe(true)
    expect(object).toMatchObject({
      contentType: 'image/jpeg',
      cacheControl: 'private, max-age=31536000, immutable',
    })
    expect(await media.has(HASH)).toBe(true)
    const read = await media.get(HASH)
    expect(read?.type).toBe('image/jpeg')
    expect(read?.bytes.equals(bytes)).toBe(true)
    expect(
      standIn.requests.some((r) => r.startsWith(`POST /upload/storage/v1/b/${BUCKET}/o`)),
    ).toBe(true)
  })

  it('answers null for a photo it does not have, and refuses a name that is not a hash', async () => {
    expect(await store().get('b'.repeat(64))).toBeNull()
    await expect(store().get('../leads')).rejects.toThrow()
    expect(standIn.requests).toHaveLength(1)
  })

  it('does not take an object whose type is not one it stores', async () => {
    standIn.objects.set(`${BUCKET}/media/${HASH}`, {
      bytes: Buffer.from('<svg/>'),
      contentType: 'image/svg+xml',
      generation: 1,
    })
    await expect(store().get(HASH)).rejects.toThrow()
  })

  it('lists every photo newest first, over the listing’s pages, and deletes one', async () => {
    const media = store()
    const jpeg = { bytes: Buffer.from([0xff, 0xd8, 1]), type: 'image/jpeg' as const }
    const [older, newer, newest] = ['1', '2', '3'].map((d) => d.repeat(64)) as [
      string,
      string,
      string,
    ]
    for (const hash of [newer, older, newest]) await media.put(hash, jpeg)
    const created: Record<string, string> = {
      [older]: '2026-11-01T10:00:00Z',
      [newer]: '2026-11-20T10:00:00Z',
      [newest]: '2026-11-27T10:00:00Z',
    }
    for (const [hash, at] of Object.entries(created)) {
      const object = standIn.objects.get(`${BUCKET}/media/${hash}`)
      if (object) object.created = new Date(at)
    }
    // Neither a photo of the store nor in its folder: left out.
    standIn.objects.set(`${BUCKET}/media/notes.txt`, {
      bytes: Buffer.from('x'),
      contentType: 'text/plain',
      generation: 1,
    })
    standIn.objects.set(`${BUCKET}/covers/${HASH}`, {
      bytes: Buffer.from('x'),
      contentType: 'image/jpeg',
      generation: 1,
    })
    standIn.requests.length = 0

    const listed = await media.list()
    expect(listed.map((p) => [p.hash, p.uploadedAt.toISOString(), p.type, p.size])).toEqual([
      [newest, '2026-11-27T10:00:00.000Z', 'image/jpeg', 3],
      [newer, '2026-11-20T10:00:00.000Z', 'image/jpeg', 3],
      [older, '2026-11-01T10:00:00.000Z', 'image/jpeg', 3],
    ])
    // Four objects under media/, two a page: the client followed the second page.
    expect(standIn.requests.filter((r) => r.startsWith(`GET /b/${BUCKET}/o?`))).toHaveLength(2)

    expect(await media.delete(newer)).toBe(true)
    expect(standIn.objects.has(`${BUCKET}/media/${newer}`)).toBe(false)
    expect(await media.get(newer)).toBeNull()
    expect(await media.delete(newer)).toBe(false)
    expect((await media.list()).map((p) => p.hash)).toEqual([newest, older])
    await expect(media.delete('../covers')).rejects.toThrow()
  })

  it('throws when Storage is down, so the handler answers 503', async () => {
    standIn.failNext(20)
    const media = cloudMediaStore(() => getStorage(firebase).bucket(BUCKET))
    const error = await media.get(HASH).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 503 })
  }, 60_000)
})
