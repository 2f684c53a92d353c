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
    let clock = 0
    const results = runSteps(
      [node('a', ''), node('b', '')],
      (step) => {
        ran.push(step.name)
        clock += step.name === 'a' ? 1500 : 250
        return true
      },
      () => clock,
    )
    expect(ran).toEqual(['a', 'b'])
    expect(results).toEqual([
      { name: 'a', seconds: 1.5, status: 'passed' },
      { name: 'b', seconds: 0.25, status: 'passed' },
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

  it('fails a step whose command does not exist', () => {
    const [result] = runSteps([{ name: 'gone', command: 'no-such-command-here', args: [] }])
    expect(result?.status).toBe('failed')
  })
})

describe('timeTable', () => {
  it('lists each step with its time and totals those that ran', () => {
    const table = timeTable([
      { name: 'lint', seconds: 2.04, status: 'passed' },
      { name: 'test:e2e', seconds: 300.46, status: 'failed' },
      { name: 'audit', seconds: null, status: 'not run' },
    ])
    expect(table.split('\n')).toEqual([
      '| Step | Wall time (s) | Result |',
      '| --- | ---: | --- |',
      '| lint | 2.0 | passed |',
      '| test:e2e | 300.5 | failed |',
      '| audit |  | not run |',
      '| total | 302.5 | failed |',
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
