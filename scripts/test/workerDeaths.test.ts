import { describe, expect, it } from 'vitest'
import { afterWorkerDeaths, describeDeaths, isWorkerExit } from './workerDeaths'

/** What Vitest 4 reports when a worker dies under it. */
const workerExit = new Error('[vitest-pool]: Worker forks emitted error.', {
  cause: new Error('Worker exited unexpectedly'),
})
const expected = ['/r/a.test.ts', '/r/b.test.ts', '/r/c.test.ts']

describe('afterWorkerDeaths', () => {
  it('runs again the files that never finished, those never reported among them', () => {
    const next = afterWorkerDeaths({
      expected,
      modules: [
        { id: '/r/a.test.ts', state: 'passed' },
        { id: '/r/b.test.ts', state: 'pending' },
      ],
      errors: [workerExit],
    })
    expect(next).toEqual({ rerun: ['/r/b.test.ts', '/r/c.test.ts'] })
  })

  it('runs nothing again when every file had finished', () => {
    const modules = expected.map((id, i) => ({ id, state: i === 0 ? 'skipped' : 'passed' }))
    expect(afterWorkerDeaths({ expected, modules, errors: [workerExit] })).toEqual({ rerun: [] })
  })

  it('fails the run on a failed test or another error, whatever died', () => {
    const failed = [{ id: '/r/a.test.ts', state: 'failed' }]
    expect(afterWorkerDeaths({ expected, modules: failed, errors: [workerExit] })).toEqual({
      failed: true,
    })
    const other = new Error('boom', { cause: new Error('not a worker') })
    expect(afterWorkerDeaths({ expected, modules: [], errors: [workerExit, other] })).toEqual({
      failed: true,
    })
  })
})

describe('isWorkerExit', () => {
  it('tells a dying worker from other errors', () => {
    expect(isWorkerExit(workerExit)).toBe(true)
    expect(isWorkerExit(new Error('Worker exited unexpectedly'))).toBe(false)
    expect(isWorkerExit('text')).toBe(false)
    expect(isWorkerExit(null)).toBe(false)
  })
})

describe('describeDeaths', () => {
  it('names how each worker died and what runs again', () => {
    const deaths = [
      { pid: 41, code: null, signal: 'SIGSEGV' as const },
      { pid: 42, code: 134, signal: null },
    ]
    expect(describeDeaths(deaths, { rerun: ['/r/b.test.ts'] }, (f) => f.slice(3))).toBe(
      'A test worker died under Vitest (pid 41, signal SIGSEGV; pid 42, exit code 134).\n' +
        'No test failed; these files never finished, and run again:\n  b.test.ts',
    )
    expect(describeDeaths([], { failed: true })).toMatch(/its exit was not seen\)\.\nThe run fails/)
  })
})
