import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { staleInput } from './ensureBuilt'

let root: string
const at = (path: string, seconds: number) => {
  mkdirSync(join(root, path, '..'), { recursive: true })
  writeFileSync(join(root, path), 'x')
  utimesSync(join(root, path), seconds, seconds)
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ensure-built-'))
  at('src/app/App.tsx', 1_000)
  at('index.html', 1_000)
  at('dist/index.html', 2_000)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('staleInput', () => {
  it('is null while dist/ is newer than everything the build reads', () => {
    expect(staleInput(root)).toBeNull()
  })

  it('names a source, a snapshot or the lockfile changed after the build', () => {
    at('src/pages/deep/Page.tsx', 3_000)
    expect(staleInput(root)).toBe(join('src', 'pages', 'deep', 'Page.tsx'))
    at('src/pages/deep/Page.tsx', 1_000)
    at('snapshots/projects.json', 3_000)
    expect(staleInput(root)).toBe(join('snapshots', 'projects.json'))
    at('snapshots/projects.json', 1_000)
    at('package-lock.json', 3_000)
    expect(staleInput(root)).toBe('package-lock.json')
  })

  it('leaves out tests and what the build does not read', () => {
    at('src/app/App.test.tsx', 3_000)
    at('e2e/home.spec.ts', 3_000)
    at('docs/testing.md', 3_000)
    expect(staleInput(root)).toBeNull()
  })
})
