import { describe, expect, it } from 'vitest'
import type { DeployRun } from '../../server/deploy/runs'
import { waitMs } from './notBefore'
import { parseCommand, USAGE } from './record'
import { decide } from './unchanged'

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute))
const run = (runId: string, sha: string, extra: Partial<DeployRun> = {}): DeployRun => ({
  runId,
  event: 'workflow_dispatch',
  sha,
  startedAt: at(0),
  endedAt: at(6),
  outcome: 'success',
  deployed: true,
  ...extra,
})

describe('decide: a content run deploys only what is not live yet', () => {
  it('stops when the commit is the one the last deploy put live', () => {
    expect(decide('c2', [run('2', 'c2'), run('1', 'c1')], false)).toMatchObject({ go: false })
  })

  it('deploys a commit that differs: new code, or a snapshot committed since', () => {
    expect(decide('c3', [run('2', 'c2')], false)).toMatchObject({ go: true })
  })

  it('looks past runs that deployed nothing and a lost one, to the last that deployed', () => {
    const runs = [
      run('4', 'c9', { outcome: 'running', endedAt: null, deployed: false }),
      run('3', 'c9', { deployed: false }),
      run('2', 'c2'),
    ]
    expect(decide('c2', runs, false)).toMatchObject({ go: false })
    expect(decide('c9', runs, false)).toMatchObject({ go: true })
  })

  it('deploys again after a failed or cancelled deploy, with nothing recorded, or when forced', () => {
    for (const outcome of ['failure', 'cancelled'] as const)
      expect(
        decide('c2', [run('3', 'c2', { outcome, deployed: false }), run('2', 'c2')], false),
      ).toMatchObject({ go: true, reason: expect.stringContaining(`ended ${outcome}`) })
    expect(decide('c2', [], false)).toMatchObject({ go: true })
    expect(decide('c2', [run('2', 'c2')], true)).toMatchObject({ go: true })
  })
})

describe('waitMs: the snapshot waits for the dispatch’s minute to end', () => {
  it('waits until not_before and the clocks’ margin, not at all without one or after it', () => {
    const now = new Date('2026-11-26T12:00:20.000Z')
    expect(waitMs('2026-11-26T12:01:00.000Z', now)).toBe(45_000)
    expect(waitMs('', now)).toBe(0)
    expect(waitMs(undefined, now)).toBe(0)
    expect(waitMs('2026-11-26T11:59:00.000Z', now)).toBe(0)
  })

  it('refuses a value that is no UTC time, or one far ahead', () => {
    const now = new Date('2026-11-26T12:00:20.000Z')
    expect(() => waitMs('tomorrow', now)).toThrow(/ISO time/)
    expect(() => waitMs('2026-11-26T12:01:00+01:00', now)).toThrow(/ISO time/)
    expect(() => waitMs('2026-11-26T13:00:00.000Z', now)).toThrow(/more than a minute ahead/)
  })
})

describe('deploy:record start --sha', () => {
  const env = {
    GITHUB_RUN_ID: '7',
    GITHUB_EVENT_NAME: 'workflow_dispatch',
    GITHUB_SHA: 'a'.repeat(40),
  }
  it('records the commit deployed, the snapshot job’s, which the next run compares', () => {
    const sha = 'b'.repeat(40)
    expect(parseCommand(['start', '--sha', sha], env)).toMatchObject({ run: { sha } })
    expect(parseCommand(['start'], env)).toMatchObject({ run: { sha: 'a'.repeat(40) } })
    expect(() => parseCommand(['start', '--sha', 'HEAD'], env)).toThrow(USAGE)
  })

  it('keeps the snapshot job’s warnings, which its read-only key could not write, if well formed', () => {
    const line = 'Image https://x.example/a.png in p1 could not be read: end of stream.'
    const warned = {
      ...env,
      SNAPSHOT_WARNINGS: JSON.stringify({ warnings: [line], warningCount: 4 }),
    }
    expect(parseCommand(['start'], warned)).toMatchObject({
      run: { warnings: [line], warningCount: 4 },
    })
    const clean = { ...env, SNAPSHOT_WARNINGS: JSON.stringify({ warnings: [], warningCount: 0 }) }
    expect(parseCommand(['start'], clean)).toMatchObject({ run: { warnings: [], warningCount: 0 } })
    for (const odd of [
      '',
      'not json',
      JSON.stringify({ warnings: ['x'.repeat(501)], warningCount: 1 }),
      JSON.stringify({ warnings: Array(21).fill('x'), warningCount: 21 }),
      JSON.stringify({ warnings: [{ $gt: '' }], warningCount: 1 }),
    ]) {
      const command = parseCommand(['start'], { ...env, SNAPSHOT_WARNINGS: odd })
      expect(command.step === 'start' && command.run).not.toHaveProperty('warnings')
    }
  })
})
