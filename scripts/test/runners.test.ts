import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, isAbsolute, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import sitePlaywright from '../../playwright.config'
import inpPlaywright from '../../playwright.inp.config'
import unitVitest from '../../vitest.config'
import { FIRESTORE_SITES } from '../firestore/playwright.config'
import firestoreVitest from '../firestore/vitest.config'
import launchVitest from '../launch/vitest.build.config'
import buildVitest from '../prerender/vitest.build.config'

/**
 * Every test file is run by exactly one runner (decision 0048): e2e/desk-redeploy.firestore.ts sat
 * matched by no config for a day, and journey-desk.firestore.ts once ran in two.
 */
// Vitest's own glob matcher (untyped).
const picomatch = createRequire(import.meta.url)('picomatch') as (
  globs: string[],
) => (path: string) => boolean
const ROOT = resolve(import.meta.dirname, '../..')
type Matcher = (path: string) => boolean

/** As Playwright matches: under testDir, by testMatch and not testIgnore, on the absolute path. */
function playwright(
  config: { testDir?: string; testMatch?: unknown; testIgnore?: unknown },
  at: string,
): Matcher {
  const dir = resolve(ROOT, dirname(at), config.testDir ?? '.')
  const test = (pattern: unknown, path: string) =>
    ([] as unknown[]).concat(pattern ?? []).some((p) => p instanceof RegExp && p.test(path))
  return (path) => {
    const abs = resolve(ROOT, path)
    const inside = relative(dir, abs)
    if (inside.startsWith('..') || isAbsolute(inside)) return false
    return test(config.testMatch, abs) && !test(config.testIgnore, abs)
  }
}

type VitestTest = { root?: string; include?: string[]; projects?: unknown[] }
/** As Vitest matches: its `include` globs (its projects' too) from its root. */
function vitest(config: { test?: VitestTest }): Matcher {
  const test = config.test ?? {}
  const projects = (test.projects ?? []) as { test?: VitestTest }[]
  const globs = [...(test.include ?? []), ...projects.flatMap((p) => p.test?.include ?? [])]
  const root = test.root ?? ROOT
  const match = picomatch(globs)
  return (path) => match(relative(root, resolve(ROOT, path)))
}

const RUNNERS: Record<string, Matcher> = {
  'vitest.config.ts': vitest(unitVitest as { test?: VitestTest }),
  'scripts/firestore/vitest.config.ts': vitest(firestoreVitest),
  'scripts/launch/vitest.build.config.ts': vitest(launchVitest),
  'scripts/prerender/vitest.build.config.ts': vitest(buildVitest),
  'playwright.config.ts': playwright(sitePlaywright, 'playwright.config.ts'),
  'playwright.inp.config.ts': playwright(inpPlaywright, 'playwright.inp.config.ts'),
  ...Object.fromEntries(
    Object.entries(FIRESTORE_SITES).map(([site, config]) => [
      `scripts/firestore/playwright.config.ts (FIRESTORE_SITE=${site})`,
      playwright(config(), 'scripts/firestore/playwright.config.ts'),
    ]),
  ),
}

const TEST_FILE = /\.(test|spec|bench|firestore|firestore-test|build-test)\.[cm]?[jt]sx?$/
/** What looks like a test: any file so named, and every script at the top of e2e/. */
function testFiles(paths: string[]): string[] {
  return paths.filter((p) => TEST_FILE.test(p) || /^e2e\/[^/]+\.ts$/.test(p))
}

const runnersOf = (path: string) =>
  Object.entries(RUNNERS)
    .filter(([, matches]) => matches(path))
    .map(([name]) => name)

const tracked = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .stdout.split('\n')
  .filter((p) => p && !p.startsWith('node_modules/'))

describe('test runners', () => {
  const files = testFiles(tracked)

  it('finds the test files of every kind', () => {
    for (const kind of [
      'src/lib/',
      'e2e/desk-redeploy.firestore.ts',
      '.spec.ts',
      '.bench.ts',
      '.firestore-test.ts',
      '.build-test.ts',
    ])
      expect(files.some((f) => f.includes(kind))).toBe(true)
  })

  it('run each test file once: no file is matched by no runner, nor by two', () => {
    const wrong = files
      .map((file) => ({ file, runners: runnersOf(file) }))
      .filter(({ runners }) => runners.length !== 1)
    expect(wrong).toEqual([])
  })

  it('names the one runner of a file, and none for a file in no home', () => {
    expect(runnersOf('e2e/desk-redeploy.firestore.ts')).toEqual([
      'scripts/firestore/playwright.config.ts (FIRESTORE_SITE=desk)',
    ])
    expect(runnersOf('e2e/office-lead.firestore.ts')).toEqual([
      'scripts/firestore/playwright.config.ts (FIRESTORE_SITE=office)',
    ])
    expect(runnersOf('e2e/journey-desk.firestore.ts')).toEqual([
      'scripts/firestore/playwright.config.ts (FIRESTORE_SITE=journey-desk)',
    ])
    expect(runnersOf('functions/src/index.test.ts')).toEqual([])
    expect(runnersOf('e2e/support/office.test.ts')).toEqual([])
    expect(runnersOf('server/a.spec.ts')).toEqual([])
  })
})
