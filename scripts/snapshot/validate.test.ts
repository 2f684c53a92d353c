import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BLOG_SNAPSHOT_FILE } from './outputs'
import { snapshotProblems } from './validate'

const committed = readFileSync(BLOG_SNAPSHOT_FILE, 'utf8')

describe('snapshotProblems', () => {
  it('finds none in the committed snapshot', () => {
    expect(snapshotProblems(committed, 'public')).toEqual([])
  })

  it('names a post whose body image was never committed', () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'validate-'))
    const posts = JSON.parse(committed)
    posts[0].bodyImages = [
      {
        source: 'https://storage.example/p.png',
        src: '/blog-media/body/p-0123456789-800.jpg',
        width: 800,
        height: 600,
        webp: '/blog-media/body/p-0123456789-800.webp 800w',
      },
    ]
    posts[0].cover = null
    const problems = snapshotProblems(JSON.stringify(posts), publicDir)
    expect(problems).toContain(
      `${posts[0].id}: /blog-media/body/p-0123456789-800.jpg is not under public/ (the snapshot's copy is missing)`,
    )
    mkdirSync(join(publicDir, 'blog-media', 'body'), { recursive: true })
    for (const name of ['p-0123456789-800.jpg', 'p-0123456789-800.webp'])
      writeFileSync(join(publicDir, 'blog-media', 'body', name), '')
    expect(snapshotProblems(JSON.stringify([posts[0]]), publicDir)).toEqual([])
  })

  it('refuses a wrong shape, a bad date and a repeated slug', () => {
    const [first] = JSON.parse(committed)
    expect(snapshotProblems('{"not": "a list"}', 'public')).not.toEqual([])
    expect(
      snapshotProblems(JSON.stringify([{ ...first, publishedAt: 'Tuesday' }]), 'public'),
    ).toEqual([expect.stringMatching(/^0\.publishedAt: /)])
    expect(snapshotProblems(JSON.stringify([first, { ...first, id: 'other' }]), 'public')).toEqual([
      `slug ${first.slug} is used twice`,
    ])
    expect(snapshotProblems('[', 'public')[0]).toMatch(/^not JSON/)
  })

  it('refuses a body past the markdown bounds, which the build would show unparsed', () => {
    const [first] = JSON.parse(committed)
    const content = `${'[a '.repeat(600)}\n`
    expect(snapshotProblems(JSON.stringify([{ ...first, content }]), 'public')).toEqual([
      '0.content: has more than 500 of the marks * _ ~ [ ] ` < \\ in the paragraph at line 1',
    ])
  })
})
