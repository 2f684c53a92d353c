import { describe, expect, it } from 'vitest'
import {
  citesOutside,
  measureComments,
  measureFile,
  percent,
  sharesByFolder,
  shareTable,
  sourceFiles,
  total,
} from './comments'

// The target, "near 5 %"; the tree measured 4.1 % when it was set. It only goes down
// (docs/decisions/0030-comments-say-why.md).
const MAX_SHARE_PERCENT = 5.0

describe('measureComments', () => {
  it('counts comment-only lines, JSX comments included, and nothing that only looks like one', () => {
    const source = [
      "const url = 'https://example.com//path' // a trailing comment is a code line",
      '',
      '/**',
      ' * A JSDoc block: three lines.',
      ' */',
      'const t = `// not a comment $' + '{1}`',
      'const re = /\\/*x/',
      'export const A = () => (',
      '  <div title="// no">',
      '    {/* a JSX comment */}',
      '    // JSX text, not a comment',
      "    <p>don't</p>",
      '  </div>',
      ')',
    ].join('\n')
    const m = measureComments('a.tsx', source)
    expect(m.lines).toBe(13)
    expect(m.commentLines).toBe(4)
    expect(m.comments.map((c) => c.line)).toEqual([1, 3, 10])
  })

  it('refuses a file it cannot parse rather than guess', () => {
    expect(() => measureComments('b.ts', 'const = 1')).toThrow('b.ts')
  })
})

describe('citesOutside', () => {
  it.each([
    'as decisions.md settles',
    'see product-spec.md',
    'The spec’s three messages',
    "the spec's title pattern",
    'spec section 8',
    'in the spec, section 3',
    'spec §4',
  ])('flags "%s"', (text) => expect(citesOutside(text)).toBe(true))

  it.each([
    'docs/decisions/0015-first-touch.md',
    'docs/product.md: the three messages',
    'a Playwright spec file',
  ])('passes "%s"', (text) => expect(citesOutside(text)).toBe(false))
})

describe('the repository’s comments', { timeout: 60_000 }, () => {
  const root = process.cwd()

  it('cite only what the repository holds', () => {
    const cites = sourceFiles(root, ['src', 'scripts', 'server', 'e2e'], true).flatMap((file) =>
      measureFile(root, file)
        .comments.filter((c) => citesOutside(c.text))
        .map((c) => `${file}:${c.line}`),
    )
    expect(cites).toEqual([])
  })

  it(`are at most ${MAX_SHARE_PERCENT} % of the non-blank lines of src/ and scripts/ outside tests`, () => {
    const shares = sharesByFolder(root, sourceFiles(root, ['src', 'scripts'], false))
    console.log(shareTable(shares))
    expect(shares.length).toBeGreaterThan(10)
    expect(percent(total(shares))).toBeLessThanOrEqual(MAX_SHARE_PERCENT)
  })
})
