import { describe, expect, it } from 'vitest'
import { runSteps, selectSteps, timeTable } from './runSteps'
import { type Step, TEST_STEPS } from './steps'

const node = (name: string, code: string): Step => ({
  name,
  command: process.execPath,
  args: ['-e', code],
})

describe('runSteps', () => {
  it('runs every step in order and times each with the clock', () => {
    const ran: string[] = []
    let wall = 0
    let cpu = 10
    const results = runSteps(
      [node('a', ''), node('b', '')],
      (step) => {
        ran.push(step.name)
        wall += step.name === 'a' ? 1500 : 250
        cpu += step.name === 'a' ? 2 : 0.5
        return true
      },
      { wallMs: () => wall, cpuSeconds: () => cpu },
    )
    expect(ran).toEqual(['a', 'b'])
    expect(results).toEqual([
      { name: 'a', seconds: 1.5, cpuSeconds: 2, status: 'passed' },
      { name: 'b', seconds: 0.25, cpuSeconds: 0.5, status: 'passed' },
    ])
  })

  it('stops at the first failing command, a real process exiting non-zero', () => {
    const results = runSteps([node('ok', ''), node('bad', 'process.exit(3)'), node('after', '')])
    expect(results.map(({ name, status }) => [name, status])).toEqual([
      ['ok', 'passed'],
      ['bad', 'failed'],
      ['after', 'not run'],
    ])
    expect(results[2]?.seconds).toBeNull()
  })

  it("counts a child's CPU time, not the wall time it spent waiting", () => {
    const busy = node('busy', 'while (process.cpuUsage().user < 600_000);')
    const idle = node('idle', 'setTimeout(() => {}, 400)')
    const [busyResult, idleResult] = runSteps([busy, idle])
    expect(busyResult?.cpuSeconds).toBeGreaterThanOrEqual(0.6)
    expect(idleResult?.seconds).toBeGreaterThanOrEqual(0.4)
    expect(idleResult?.cpuSeconds).toBeLessThan((busyResult?.cpuSeconds ?? 0) - 0.3)
  }, 60_000)

  it('fails a step whose command does not exist', () => {
    const [result] = runSteps([{ name: 'gone', command: 'no-such-command-here', args: [] }])
    expect(result?.status).toBe('failed')
  })
})

describe('timeTable', () => {
  it('lists each step with its time and totals those that ran', () => {
    const table = timeTable([
      { name: 'lint', seconds: 2.04, cpuSeconds: 3.1, status: 'passed' },
      { name: 'test:e2e', seconds: 300.46, cpuSeconds: null, status: 'failed' },
      { name: 'audit', seconds: null, cpuSeconds: null, status: 'not run' },
    ])
    expect(table.split('\n')).toEqual([
      '| Step | Wall time (s) | CPU time (s) | Result |',
      '| --- | ---: | ---: | --- |',
      '| lint | 2.0 | 3.1 | passed |',
      '| test:e2e | 300.5 |  | failed |',
      '| audit |  |  | not run |',
      '| total | 302.5 | 3.1 | failed |',
    ])
  })
})

describe('selectSteps', () => {
  it("keeps npm test's order whatever the order named, and all steps when none is named", () => {
    expect(selectSteps(TEST_STEPS, ['test:e2e', 'build']).map((s) => s.name)).toEqual([
      'build',
      'test:e2e',
    ])
    expect(selectSteps(TEST_STEPS, [])).toBe(TEST_STEPS)
  })

  it('refuses a step that does not exist', () => {
    expect(() => selectSteps(TEST_STEPS, ['e2e'])).toThrow(/No such step: e2e/)
  })
})

it('npm test keeps its steps: the browser check first, the audit last', () => {
  expect(TEST_STEPS.map((s) => s.name)).toEqual([
    'browser',
    'lint',
    'lint:workflows',
    'typecheck',
    'test:unit',
    'build',
    'test:html',
    'test:launch',
    'test:build',
    'test:e2e',
    'test:firestore',
    'audit',
  ])
})
