import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { imageSources, prepareBodyImages, pruneBodyImages } from './bodyImages'
import { png, readsButCannotEncode, truncatedPng } from './testImages'

let publicDir: string
let bodyDir: string
beforeEach(() => {
  const dir = mkdtempSync(join(tmpdir(), 'body-images-'))
  publicDir = join(dir, 'public')
  bodyDir = join(dir, 'body')
})

describe('imageSources', () => {
  it('lists each image of the body once, in order, wherever it stands', () => {
    const markdown = [
      '![A](https://x.example/a.jpg)',
      '| Look | Cost |\n| --- | --- |\n| ![B](/b.png) | $1 |',
      '- item ![A again](https://x.example/a.jpg)',
      '[a link](https://x.example/not-an-image.jpg)',
    ].join('\n\n')
    expect(imageSources(markdown)).toEqual(['https://x.example/a.jpg', '/b.png'])
  })
})

describe('prepareBodyImages', () => {
  it('keeps a downloaded picture as WebP variants and a JPEG in its own proportions', async () => {
    const bytes = await png(1600, 1000)
    const fetch = vi.fn(async () => new Response(new Uint8Array(bytes)))
    const warn = vi.fn()
    const post = { id: 'p1', slug: 'my-post', content: '![Patio](https://storage.example/p.png)' }
    const { images, encoded } = await prepareBodyImages(post, undefined, {
      publicDir,
      bodyDir,
      fetch: fetch as unknown as typeof globalThis.fetch,
      warn,
    })
    expect(encoded).toBe(1)
    expect(warn).not.toHaveBeenCalled()
    const [image] = images
    expect(image).toMatchObject({
      source: 'https://storage.example/p.png',
      width: 1200,
      height: 750,
    })
    expect(image?.src).toMatch(/^\/blog-media\/body\/my-post-[0-9a-f]{10}-1200\.jpg$/)
    expect(image?.webp.split(', ').map((e) => e.split(' ')[1])).toEqual(['480w', '800w', '1200w'])
    expect(readdirSync(bodyDir).sort()).toHaveLength(4)
    const meta = await sharp(join(bodyDir, `${image?.src.split('/').pop()}`)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 750])

    // The same picture again: read, not encoded a second time.
    const again = await prepareBodyImages(post, images, {
      publicDir,
      bodyDir,
      fetch: fetch as never,
      warn,
    })
    expect(again).toEqual({ images, encoded: 0 })
  })

  it('never enlarges a small picture, and reads site paths from public/', async () => {
    mkdirSync(publicDir, { recursive: true })
    writeFileSync(join(publicDir, 'small.png'), await png(300, 200))
    const { images } = await prepareBodyImages(
      { id: 'p2', slug: 'small', content: '![Small](/small.png)' },
      undefined,
      { publicDir, bodyDir, warn: vi.fn() },
    )
    expect(images[0]).toMatchObject({ width: 300, height: 200 })
    expect(images[0]?.webp).toMatch(/-300\.webp 300w$/)
  })

  it('keeps the previous copy of a picture it cannot read, else leaves its address', async () => {
    const bytes = await png(800, 600)
    const ok = vi.fn(async () => new Response(new Uint8Array(bytes)))
    const down = vi.fn(async () => new Response('gone', { status: 404 }))
    const content = '![A](https://x.example/a.png) ![B](https://x.example/b.png)'
    const post = { id: 'p3', slug: 'p3', content: '![A](https://x.example/a.png)' }
    const first = await prepareBodyImages(post, undefined, {
      publicDir,
      bodyDir,
      fetch: ok as never,
      warn: vi.fn(),
    })
    const warn = vi.fn()
    const { images } = await prepareBodyImages({ ...post, content }, first.images, {
      publicDir,
      bodyDir,
      fetch: down as never,
      warn,
    })
    expect(images).toEqual(first.images)
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      expect.stringContaining('keeping the copy from the previous snapshot'),
      expect.stringContaining('shows from its address'),
    ])
  })

  it('skips a picture that reads but cannot be encoded, with a warning, and goes on', async () => {
    const broken = await truncatedPng()
    expect(await readsButCannotEncode(broken)).toBe(true)
    const good = await png(800, 600)
    const fetch = vi.fn(
      async (url: string) => new Response(new Uint8Array(url.endsWith('/cut.png') ? broken : good)),
    )
    const warn = vi.fn()
    const post = {
      id: 'p5',
      slug: 'p5',
      content: '![Cut](https://x.example/cut.png)\n\n![Fine](https://x.example/fine.png)',
    }
    const { images, encoded } = await prepareBodyImages(post, undefined, {
      publicDir,
      bodyDir,
      fetch: fetch as never,
      warn,
    })
    expect(images.map((image) => image.source)).toEqual(['https://x.example/fine.png'])
    expect(encoded).toBe(1)
    expect(warn.mock.calls).toEqual([
      [
        expect.stringMatching(
          /^Image https:\/\/x\.example\/cut\.png in p5 could not be read: .+; it shows from its address\.$/,
        ),
      ],
    ])

    // Once it had a copy, a broken upload at the same address keeps that copy.
    const whole = vi.fn(async () => new Response(new Uint8Array(good)))
    const first = await prepareBodyImages({ ...post, id: 'p6', slug: 'p6' }, undefined, {
      publicDir,
      bodyDir,
      fetch: whole as never,
      warn: vi.fn(),
    })
    const again = await prepareBodyImages({ ...post, id: 'p6', slug: 'p6' }, first.images, {
      publicDir,
      bodyDir,
      fetch: fetch as never,
      warn,
    })
    expect(again.images).toEqual(first.images)
    expect(warn).toHaveBeenLastCalledWith(
      expect.stringContaining('keeping the copy from the previous snapshot'),
    )
  })

  it('prunes the files no post uses any more', async () => {
    const fetch = vi.fn(async () => new Response(new Uint8Array(await png(500, 500))))
    const { images } = await prepareBodyImages(
      { id: 'p4', slug: 'p4', content: '![A](https://x.example/a.png)' },
      undefined,
      { publicDir, bodyDir, fetch: fetch as never, warn: vi.fn() },
    )
    writeFileSync(join(bodyDir, 'old-post-0123456789-480.webp'), '')
    expect(pruneBodyImages(bodyDir, images)).toEqual(['old-post-0123456789-480.webp'])
    expect(existsSync(join(bodyDir, images[0]?.src.split('/').pop() ?? ''))).toBe(true)
    expect(pruneBodyImages(bodyDir, [])).toHaveLength(2)
  })
})
