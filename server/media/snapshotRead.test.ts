import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { prepareBodyImages } from '../../scripts/snapshot/bodyImages'
import { prepareCover, readSource } from '../../scripts/snapshot/covers'
import { phonePhoto } from '../testing/testPhotos'
import { diskMediaStore } from './diskStore'
import { preparePhoto } from './photo'

vi.setConfig({ testTimeout: 30_000 })

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-snapshot-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

async function storedPhoto() {
  const media = diskMediaStore(join(dir, 'media'))
  const photo = await preparePhoto(await phonePhoto(1200, 900))
  if (!photo.ok) throw new Error(photo.problem)
  await media.put(photo.hash, { bytes: photo.bytes, type: photo.type })
  return { media, photo }
}

describe('the snapshot reads uploaded photos from the media store, not over HTTP', () => {
  it('reads /api/media/{hash} through the store, and says why when it cannot', async () => {
    const { media, photo } = await storedPhoto()
    const fetch = vi.fn(async () => new Response('no', { status: 401 }))
    const ctx = { publicDir: dir, fetch: fetch as typeof globalThis.fetch, media }
    expect((await readSource(`/api/media/${photo.hash}`, ctx)).equals(photo.bytes)).toBe(true)
    await expect(readSource(`/api/media/${'0'.repeat(64)}`, ctx)).rejects.toThrow(
      'no such uploaded photo',
    )
    await expect(
      readSource(`/api/media/${photo.hash}`, { publicDir: dir, media: null }),
    ).rejects.toThrow(/no media store/)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('makes a published post’s cover and body photo public copies under the site', async () => {
    const { media, photo } = await storedPhoto()
    const warn = vi.fn()
    const src = `/api/media/${photo.hash}`
    const cover = await prepareCover({ id: 'p', slug: 'deck', ogImage: src }, null, {
      publicDir: dir,
      coversDir: join(dir, 'covers'),
      media,
      warn,
    })
    expect(cover.cover?.src).toMatch(/^\/blog-media\/covers\/deck-[0-9a-f]{10}-1200\.jpg$/)
    const body = await prepareBodyImages(
      { id: 'p', slug: 'deck', content: `A deck.\n\n![The deck](${src})\n` },
      undefined,
      { publicDir: dir, bodyDir: join(dir, 'body'), media, warn },
    )
    expect(body.images).toEqual([
      // Upright 900×1200: its largest standard width, in its proportions.
      expect.objectContaining({ source: src, width: 800, height: 1067 }),
    ])
    expect((await readdir(join(dir, 'body'))).length).toBeGreaterThan(0)
    expect(warn).not.toHaveBeenCalled()
  })
})
