import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// A file that mocks a module, in a worker that shares its modules, flakes with the order files
// land in workers (decision 0032): every such file must be on vitest.config.ts's isolated list.
const testsIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testsIn(path)
    return /\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

describe('module mocks', () => {
  it('are only in files the unit tests run isolated', () => {
    const config = readFileSync('vitest.config.ts', 'utf8')
    const listed = config.slice(
      config.indexOf('const ISOLATED'),
      config.indexOf(']', config.indexOf('const ISOLATED')),
    )
    const mocking = ['src', 'server', 'scripts']
      .flatMap(testsIn)
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')))
      .filter((file) => !file.endsWith('isolatedMocks.test.ts'))
    expect(mocking.length).toBeGreaterThan(0)
    expect(mocking.filter((file) => !listed.includes(`'${file}'`))).toEqual([])
  })
})
