import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { prepareCover, publicFile, readSource } from './covers'
import { png, readsButCannotEncode, truncatedPng } from './testImages'

// Encoding with sharp takes seconds of CPU on a machine busy with the rest of npm test.
const ENCODES_MS = 30_000

let root: string
let publicDir: string
let coversDir: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'covers-'))
  publicDir = join(root, 'public')
  coversDir = join(root, 'covers')
  mkdirSync(publicDir)
})

describe('readSource on a site path', () => {
  it('reads only inside public/, however the way out is spelled', async () => {
    // A sibling whose name begins with "public": a prefix test took it for a file inside.
    mkdirSync(join(root, 'public2'))
    writeFileSync(join(root, 'public2', 'x.png'), await png(10, 10))
    mkdirSync(join(publicDir, 'art'))
    writeFileSync(join(publicDir, 'art', 'in.png'), await png(10, 10))
    for (const path of [
      '/../public2/x.png',
      '/..%2fpublic2/x.png',
      '/%2e%2e/public2/x.png',
      '/art/../../public2/x.png',
      '/..',
    ])
      await expect(readSource(path, { publicDir }), path).rejects.toThrow('path leaves public/')
    expect((await readSource('/art/../art/in.png?v=2', { publicDir })).length).toBeGreaterThan(0)
    expect(publicFile(publicDir, '/art/in.png')).toBe(join(publicDir, 'art', 'in.png'))
    // A name that merely starts with two dots is inside.
    expect(publicFile(publicDir, '/..in.png')).toBe(join(publicDir, '..in.png'))
  })
})

describe('prepareCover', () => {
  it(
    'falls back to the placeholder, with a warning, when an image reads but cannot be encoded',
    async () => {
      const broken = await truncatedPng()
      expect(await readsButCannotEncode(broken)).toBe(true)
      const fetch = vi.fn(async () => new Response(new Uint8Array(broken)))
      const warn = vi.fn()
      const post = { id: 'p1', slug: 'deck', ogImage: 'https://storage.example/cover.png' }
      const result = await prepareCover(post, null, {
        publicDir,
        coversDir,
        fetch: fetch as never,
        warn,
      })
      expect(result).toEqual({ cover: null, encoded: false })
      expect(warn.mock.calls).toEqual([
        [
          expect.stringMatching(
            /^Cover of p1 \(seo\.ogImage https:\/\/storage\.example\/cover\.png\) could not be read: .+; using the placeholder\.$/,
          ),
        ],
      ])
    },
    ENCODES_MS,
  )

  it(
    'keeps the previous copy when the same address now holds a broken image',
    async () => {
      const good = vi.fn(async () => new Response(new Uint8Array(await png(1600, 900))))
      const post = { id: 'p2', slug: 'patio', ogImage: 'https://storage.example/patio.png' }
      const first = await prepareCover(post, null, {
        publicDir,
        coversDir,
        fetch: good as never,
        warn: vi.fn(),
      })
      expect(first.encoded).toBe(true)
      const broken = await truncatedPng()
      const bad = vi.fn(async () => new Response(new Uint8Array(broken)))
      const warn = vi.fn()
      const again = await prepareCover(post, first.cover, {
        publicDir,
        coversDir,
        fetch: bad as never,
        warn,
      })
      expect(again).toEqual({ cover: first.cover, encoded: false })
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('keeping the copy from the previous snapshot'),
      )
      expect(existsSync(join(coversDir, `${first.cover?.src.split('/').pop()}`))).toBe(true)
      expect(readdirSync(coversDir).length).toBeGreaterThanOrEqual(7)
    },
    ENCODES_MS,
  )
})
