import { describe, expect, it } from 'vitest'
import { checkLinks, linkTargets, sitemapPaths } from './bodyLinks'

const ORIGIN = 'https://desk.example'
const pages = new Set(['/', '/services/', '/blog/deck-care/'])

describe('the body’s links', () => {
  it('finds link targets, not images, once each', () => {
    expect(
      linkTargets(
        '[a](/services/) ![img](/x.jpg) [b](https://x.example "T") <https://y.example/z> [a](/services/)',
      ),
    ).toEqual(['/services/', 'https://x.example', 'https://y.example/z'])
  })

  it('stays linear on a pasted run of marks (100 KB of "[" took 13 s)', () => {
    for (const unit of ['[', '![', '[a](u "', '<http://a']) {
      const start = performance.now()
      linkTargets(unit.repeat(100_000 / unit.length))
      expect(performance.now() - start).toBeLessThan(100)
    }
    expect(linkTargets('[a](/x "t") [b](<https://y.example/p>) <https://z.example/>')).toEqual([
      '/x',
      'https://y.example/p',
      'https://z.example/',
    ])
  })

  it('checks site paths against the pages, and lists other sites', () => {
    const body = [
      '[ok](/services/#patios)',
      '[no slash](/services)',
      '[gone](/servics/)',
      '[draft](/blog/new-draft/)',
      '[file](/blog-media/guide.pdf)',
      '[away](https://nc.gov/permits)',
      '[mail](mailto:hi@example.com)',
      '[script](javascript:alert(1))',
    ].join(' ')
    expect(checkLinks(body, pages, new Set(['/blog/new-draft/']), ORIGIN)).toEqual({
      broken: ['/servics/', 'javascript:alert(1'],
      notPublic: ['/blog/new-draft/'],
      external: ['https://nc.gov/permits', 'mailto:hi@example.com'],
    })
  })

  it('reads the paths of a sitemap', () => {
    const xml =
      '<urlset><url><loc>https://oakandember.example/</loc></url><url><loc>https://oakandember.example/services</loc></url></urlset>'
    expect([...sitemapPaths(xml)]).toEqual(['/', '/services/'])
  })
})
