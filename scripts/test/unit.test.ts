import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')

/** `npm run test:unit` on the fixture's four files; the second kills its worker as told. */
function testUnit(env: Record<string, string>) {
  return new Promise<{ code: number; out: string }>((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/test/unit.ts', '--root', 'scripts/test/fixtures/worker-death'],
      { cwd: ROOT, env: { ...process.env, NO_COLOR: '1', ...env } },
      (error, stdout, stderr) =>
        done({ code: error ? Number(error.code) : 0, out: stdout + stderr }),
    )
  })
}

describe('npm run test:unit when a worker dies under it', () => {
  it.concurrent('runs the files the worker took with it once more, naming its signal', async () => {
    const marker = join(mkdtempSync(join(tmpdir(), 'worker-death-')), 'died')
    const { code, out } = await testUnit({ WORKER_DEATH_MARKER: marker })
    expect(out).toMatch(/A test worker died under Vitest \(pid \d+, signal SIGKILL\)/)
    expect(out).toContain(
      'these files never finished, and run again:\n  b-dies.fixture.ts\n  c-after.fixture.ts\n  d-after.fixture.ts',
    )
    expect(out).toMatch(/Test Files {2}3 passed \(3\)/)
    expect(code).toBe(0)
  }, 60_000)

  it.concurrent('fails when a worker dies again, or a test failed before', async () => {
    const again = await testUnit({ WORKER_DEATHS: 'always' })
    expect(again.out.match(/A test worker died under Vitest/g)).toHaveLength(2)
    expect(again.code).toBe(1)
    const failed = await testUnit({ WORKER_DEATHS: 'always', WORKER_DEATH_AND_FAILURE: '1' })
    expect(failed.out).toContain('The run fails: a test failed, or a worker died again.')
    expect(failed.out.match(/A test worker died under Vitest/g)).toHaveLength(1)
    expect(failed.code).toBe(1)
  }, 60_000)
})
