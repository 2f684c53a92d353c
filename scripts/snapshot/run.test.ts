import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Firestore, Timestamp } from 'firebase-admin/firestore'
import { describe, expect, it, vi } from 'vitest'
import type { BlogPost } from '../../src/blog/types'
import { runSnapshot } from './run'
import { png, truncatedPng } from './testImages'

// Encoding with sharp takes seconds of CPU on a machine busy with the rest of npm test.
const ENCODES_MS = 30_000

/** What runSnapshot asks of Firestore: one query's documents. */
function postsDb(posts: Record<string, Record<string, unknown>>): Firestore {
  const docs = Object.entries(posts).map(([id, data]) => ({ id, data: () => data }))
  const query = { get: async () => ({ size: docs.length, docs }) }
  return { collection: () => ({ where: () => query }) } as unknown as Firestore
}

const post = (slug: string, day: number, extra: Record<string, unknown>) => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: 'Excerpt',
  author: 'Ann',
  tags: ['Patios'],
  status: 'published',
  publishedAt: Timestamp.fromDate(new Date(Date.UTC(2025, 0, day, 12))),
  content: 'Text.',
  seo: { title: 'S', ogImage: null },
  ...extra,
})

describe('runSnapshot', () => {
  it(
    'keeps a post whose cover and body image read but cannot be encoded, and warns of both',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'run-snapshot-'))
      const file = join(dir, 'blog-posts.json')
      const broken = await truncatedPng()
      const good = await png(800, 600)
      const fetch = vi.fn(
        async (url: string) =>
          new Response(new Uint8Array(url.includes('/broken/') ? broken : good)),
      )
      const warnings: string[] = []
      const summary = await runSnapshot({
        db: postsDb({
          'broken-1': post('broken-post', 2, {
            content: 'Before.\n\n![A cut photo](https://x.example/broken/body.png)\n\nAfter.',
            seo: { title: 'S', ogImage: 'https://x.example/broken/cover.png' },
          }),
          'fine-1': post('fine-post', 1, {
            content: '![A whole photo](https://x.example/fine/body.png)',
            seo: { title: 'S', ogImage: 'https://x.example/fine/cover.png' },
          }),
        }),
        target: 'a stand-in',
        file,
        covers: {
          publicDir: join(dir, 'public'),
          coversDir: join(dir, 'covers'),
          fetch: fetch as never,
        },
        bodyDir: join(dir, 'body'),
        log: () => {},
        warn: (line) => warnings.push(line),
      })
      expect(summary).toMatchObject({ written: 2, skipped: 0, placeholders: 1, bodyImages: 1 })
      const posts = JSON.parse(readFileSync(file, 'utf8')) as BlogPost[]
      const broken1 = posts.find((p) => p.id === 'broken-1')
      expect(broken1).toMatchObject({ slug: 'broken-post', cover: null })
      // Its markdown is the editor's; with no copy the image keeps its address (docs/blog.md).
      expect(broken1?.bodyImages).toBeUndefined()
      expect(broken1?.content).toContain('![A cut photo](https://x.example/broken/body.png)')
      expect(posts.find((p) => p.id === 'fine-1')?.cover?.src).toMatch(/^\/blog-media\/covers\//)
      // The reason is libvips' own ("pngload_buffer: end of stream", or "Unknown error" when cached).
      expect(warnings).toEqual([
        expect.stringMatching(
          /^Cover of broken-1 \(seo\.ogImage https:\/\/x\.example\/broken\/cover\.png\) could not be read: .+; using the placeholder\.$/,
        ),
        expect.stringMatching(
          /^Image https:\/\/x\.example\/broken\/body\.png in broken-1 could not be read: .+; it shows from its address\.$/,
        ),
      ])
    },
    ENCODES_MS,
  )
})
