import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerApp } from '../../../server/app'
import { jsonlStore } from '../../../server/leads/jsonlStore'
import { memoryLimiter } from '../../../server/leads/limiter'
import type { MediaStore, StoredMedia } from '../../../server/media/store'
import { mediaUses } from '../../../server/media/uses'
import { memoryContentReader } from '../../../server/testing/memoryContent'
import { sendPhoto } from './send'

// The desk's sender against the real server app on a loopback port, with a store in memory.
const photos = new Map<string, StoredMedia>()
const store: MediaStore = {
  put: async (hash, media) => void photos.set(hash, media),
  get: async (hash) => photos.get(hash) ?? null,
  has: async (hash) => photos.has(hash),
  list: async () => [],
  delete: async () => false,
}
let server: ReturnType<typeof serve>
let endpoint = ''

beforeAll(async () => {
  const app = createServerApp({
    store: jsonlStore('/dev/null'),
    limiter: memoryLimiter({ max: 1, windowMs: 1 }),
    now: () => new Date(),
    salt: 's',
    clientAddress: () => '127.0.0.1',
    forward: { url: null, secret: null, retryBaseMs: 60_000 },
    log: () => {},
    media: {
      staff: {
        verify: async (token) =>
          token === 'editor' ? { uid: 'e', email: null, owner: false, staff: true } : null,
      },
      store,
      uses: mediaUses(memoryContentReader()),
    },
  })
  server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/media/`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('sendPhoto', () => {
  it('sends the photo with the token and reports its progress up to all of it', async () => {
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#456' },
    })
      .jpeg()
      .toBuffer()
    const progress: number[] = []
    const stored = await sendPhoto(
      new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }),
      'editor',
      (f) => progress.push(f),
      endpoint,
    )
    expect(stored).toMatchObject({ width: 800, height: 600, type: 'image/jpeg' })
    expect(stored.src).toBe(`/api/media/${stored.hash}`)
    expect(photos.has(stored.hash)).toBe(true)
    expect(progress.at(-1)).toBe(1)
  })

  it('gives the server’s own words for a refusal, and plain words when the site is down', async () => {
    const text = new Blob(['not a photo'], { type: 'image/jpeg' })
    await expect(sendPhoto(text, 'editor', () => {}, endpoint)).rejects.toThrow(
      'This file is not a picture. Upload a JPEG, PNG, WebP or AVIF photo.',
    )
    await expect(sendPhoto(text, 'stranger', () => {}, endpoint)).rejects.toThrow(
      'Your sign-in has expired. Sign in again.',
    )
    await expect(
      sendPhoto(text, 'editor', () => {}, 'http://127.0.0.1:1/api/media'),
    ).rejects.toThrow('The photo did not reach the site: check the connection, then retry.')
  })
})
