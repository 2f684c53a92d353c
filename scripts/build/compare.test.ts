import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildId, compareBuilds } from './compare'

const made: string[] = []
function build(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'compare-'))
  made.push(dir)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('compareBuilds', () => {
  it('finds two builds with the same files and bytes the same', () => {
    const files = { 'index.html': '<p>home</p>', 'faq/index.html': '<p>faq</p>' }
    expect(compareBuilds(build(files), build(files))).toEqual([])
  })

  it('names a file whose bytes differ, and a file only one build has', () => {
    const a = build({ 'index.html': '<p>one</p>', 'faq/index.html': 'same' })
    const b = build({ 'index.html': '<p>one </p>', 'faq/index.html': 'same', 'x.txt': '' })
    expect(compareBuilds(a, b)).toEqual(['index.html: contents differ', `x.txt: only in ${b}`])
  })
})

describe('buildId', () => {
  it('reads the id from the loader-data manifest, and wants exactly one', () => {
    expect(buildId(build({ 'static-loader-data-manifest-ab12cd34ef.json': '{}' }))).toBe(
      'ab12cd34ef',
    )
    expect(() => buildId(build({ 'index.html': '' }))).toThrow(/found 0/)
  })
})
