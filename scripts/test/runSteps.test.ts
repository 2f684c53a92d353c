import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { GATE_ENV, gateFile, gateOpened } from './gate'
import { type Runner, runPlan, selectPlan, timeTable } from './runSteps'
import { LANES, laneArgs, type Stage, type Step, stepsOf, TEST_PLAN } from './steps'

const node = (name: string, code: string): Step => ({
  name,
  command: process.execPath,
  args: ['-e', code],
})

/** A runner whose steps end when the test says, recording what started and was stopped. */
function manualRunner() {
  const events: string[] = []
  const finish = new Map<string, (passed: boolean) => void>()
  const envs = new Map<string, Record<string, string>>()
  const runner: Runner = (step, _beside, env) => {
    events.push(`start ${step.name}`)
    envs.set(step.name, env)
    const done = new Promise<{ passed: boolean; cpuSeconds: number | null }>((resolve) => {
      finish.set(step.name, (passed) => {
        events.push(`end ${step.name}`)
        resolve({ passed, cpuSeconds: 1 })
      })
    })
    return { done, stop: () => finish.get(step.name)?.(false) }
  }
  const end = async (name: string, passed = true) => {
    await waitFor(() => finish.has(name))
    finish.get(name)?.(passed)
  }
  return { events, runner, end, envs }
}

async function waitFor(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5))
  if (!condition()) throw new Error('condition never met')
}

describe('runPlan', () => {
  it('runs the lanes of a stage side by side and the next stage after both', async () => {
    const { events, runner, end } = manualRunner()
    const plan: Stage[] = [[[node('a1', ''), node('a2', '')], [node('b', '')]], [[node('c', '')]]]
    const results = runPlan(plan, runner)
    await end('a1')
    await end('b')
    await end('a2')
    await end('c')
    expect((await results).map((r) => r.status)).toEqual(['passed', 'passed', 'passed', 'passed'])
    expect(events).toEqual([
      'start a1',
      'start b',
      'end a1',
      'start a2',
      'end b',
      'end a2',
      'start c',
      'end c',
    ])
  })

  it('stops the steps beside a failure and runs nothing after it', async () => {
    const { events, runner, end } = manualRunner()
    const plan: Stage[] = [[[node('a1', ''), node('a2', '')], [node('b', '')]], [[node('c', '')]]]
    const results = runPlan(plan, runner)
    await end('b', false)
    expect((await results).map(({ name, status }) => [name, status])).toEqual([
      ['a1', 'stopped'],
      ['a2', 'not run'],
      ['b', 'failed'],
      ['c', 'not run'],
    ])
    expect(events).not.toContain('start a2')
  })

  it("starts a step named to wait for another lane's step once that one ends", async () => {
    const { events, runner, end } = manualRunner()
    const waits = { ...node('b2', ''), after: 'a1' }
    const plan: Stage[] = [
      [
        [node('a1', ''), node('a2', '')],
        [node('b1', ''), waits],
      ],
    ]
    const results = runPlan(plan, runner)
    await end('b1')
    await new Promise((r) => setTimeout(r, 20))
    expect(events).not.toContain('start b2')
    await end('a1')
    await end('b2')
    await end('a2')
    expect((await results).every((r) => r.status === 'passed')).toBe(true)
    expect(events.indexOf('start b2')).toBeGreaterThan(events.indexOf('end a1'))
  })

  it("hands a gated step its gate's file, made once the gate's step passes", async () => {
    const { runner, end, envs } = manualRunner()
    const plan: Stage[] = [[[node('a1', '')], [{ ...node('b', ''), gate: 'a1' }]]]
    const file = gateFile('a1')
    // As an earlier run left it (a fresh clone has no reports/ yet).
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, '')
    const results = runPlan(plan, runner)
    await waitFor(() => envs.has('b'))
    expect(envs.get('b')).toEqual({ [GATE_ENV]: file })
    expect(existsSync(file), 'an open gate left by an earlier run').toBe(false)
    await end('a1')
    expect(existsSync(file)).toBe(true)
    await end('b')
    expect((await results).every((r) => r.status === 'passed')).toBe(true)
    // Without its gate's step in the plan, a step waits for nothing.
    const alone = manualRunner()
    const run = runPlan([[[{ ...node('b', ''), gate: 'a1' }]]], alone.runner)
    await alone.end('b')
    await run
    expect(alone.envs.get('b')).toEqual({})
  })

  it('leaves the gate shut when its step fails', async () => {
    const { runner, end } = manualRunner()
    const results = runPlan([[[node('a1', '')], [{ ...node('b', ''), gate: 'a1' }]]], runner)
    await end('a1', false)
    expect((await results).map((r) => r.status)).toEqual(['failed', 'stopped'])
    expect(existsSync(gateFile('a1'))).toBe(false)
  })

  it('does not start a step whose awaited step failed', async () => {
    const { events, runner, end } = manualRunner()
    const plan: Stage[] = [[[node('a1', '')], [node('b1', ''), { ...node('b2', ''), after: 'a1' }]]]
    const results = runPlan(plan, runner)
    await end('b1')
    await end('a1', false)
    expect((await results).map((r) => r.status)).toEqual(['failed', 'passed', 'not run'])
    expect(events).not.toContain('start b2')
  })

  it('times each step with the clock it is given', async () => {
    let wall = 0
    const runner: Runner = (step) => {
      wall += step.name === 'a' ? 1500 : 250
      return { done: Promise.resolve({ passed: true, cpuSeconds: 2 }), stop: () => {} }
    }
    const results = await runPlan([[[node('a', ''), node('b', '')]]], runner, () => wall)
    expect(results).toEqual([
      { name: 'a', seconds: 1.5, cpuSeconds: 2, status: 'passed' },
      { name: 'b', seconds: 0.25, cpuSeconds: 2, status: 'passed' },
    ])
  })
})

describe('runPlan with real processes', () => {
  it('fails a command exiting non-zero, and one that does not exist', async () => {
    const results = await runPlan([
      [[node('ok', '')]],
      [[node('bad', 'process.exit(3)')]],
      [[node('after', '')]],
    ])
    expect(results.map(({ name, status }) => [name, status])).toEqual([
      ['ok', 'passed'],
      ['bad', 'failed'],
      ['after', 'not run'],
    ])
    const [gone] = await runPlan([[[{ name: 'gone', command: 'no-such-command', args: [] }]]])
    expect(gone?.status).toBe('failed')
  }, 30_000)

  it("counts each step's own CPU time while they run side by side", async () => {
    const busy = node('busy', 'while (process.cpuUsage().user < 600_000);')
    const idle = node('idle', 'setTimeout(() => {}, 800)')
    const [busyResult, idleResult] = await runPlan([[[busy], [idle]]])
    expect(busyResult?.cpuSeconds).toBeGreaterThanOrEqual(0.6)
    expect(idleResult?.seconds).toBeGreaterThanOrEqual(0.8)
    expect(idleResult?.cpuSeconds).toBeLessThan((busyResult?.cpuSeconds ?? 0) - 0.3)
    // The step beside wrote its output to a log of its own.
    expect(existsSync('reports/steps/idle.log')).toBe(true)
  }, 30_000)

  it('stops what a step beside a failure started, grandchildren included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'steps-'))
    const pidFile = join(dir, 'grandchild')
    const detachedFile = join(dir, 'detached')
    // The second sleeper has a process group of its own, as Playwright's web server does.
    const spawnsSleeper = `
      const { spawn } = require('node:child_process');
      const fs = require('node:fs');
      const sleep = (detached) => spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore', detached });
      fs.writeFileSync(${JSON.stringify(pidFile)}, String(sleep(false).pid));
      fs.writeFileSync(${JSON.stringify(detachedFile)}, String(sleep(true).pid));
      setTimeout(() => {}, 60000);`
    const fails = node('fails', `setTimeout(() => process.exit(1), 1500)`)
    const started = performance.now()
    const results = await runPlan([[[node('long', spawnsSleeper)], [fails]]])
    expect(performance.now() - started).toBeLessThan(20_000)
    expect(results.map((r) => r.status)).toEqual(['stopped', 'failed'])
    const grandchild = Number(readFileSync(pidFile, 'utf8'))
    const detached = Number(readFileSync(detachedFile, 'utf8'))
    await waitFor(() => !alive(grandchild) && !alive(detached))
  }, 30_000)
})

/** Running: its /proc entry is there and not a zombie (what an orphan killed here becomes). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return false
  }
}

describe('timeTable', () => {
  it("lists each step with its time, the run's wall time and the CPU time of those that ran", () => {
    const table = timeTable(
      [
        { name: 'lint', seconds: 2.04, cpuSeconds: 3.1, status: 'passed' },
        { name: 'test:e2e', seconds: 300.46, cpuSeconds: null, status: 'failed' },
        { name: 'test:firestore', seconds: 200, cpuSeconds: 150, status: 'stopped' },
        { name: 'audit', seconds: null, cpuSeconds: null, status: 'not run' },
      ],
      302.6,
    )
    expect(table.split('\n')).toEqual([
      '| Step | Wall time (s) | CPU time (s) | Result |',
      '| --- | ---: | ---: | --- |',
      '| lint | 2.0 | 3.1 | passed |',
      '| test:e2e | 300.5 |  | failed |',
      '| test:firestore | 200.0 | 150.0 | stopped |',
      '| audit |  |  | not run |',
      '| total | 302.6 | 153.1 | failed |',
    ])
  })
})

describe('selectPlan', () => {
  const names = (plan: Stage[]) => plan.map((stage) => stage.map((lane) => lane.map((s) => s.name)))

  it("keeps the plan's order and lanes whatever the order named, and all of it when none is named", () => {
    expect(names(selectPlan(TEST_PLAN, ['test:firestore', 'audit', 'lint', 'build']))).toEqual([
      [
        ['build', 'audit'],
        ['lint', 'test:firestore'],
      ],
    ])
    expect(selectPlan(TEST_PLAN, [])).toBe(TEST_PLAN)
  })

  it('refuses a step that does not exist', () => {
    expect(() => selectPlan(TEST_PLAN, ['e2e'])).toThrow(/No such step: e2e/)
  })

  it('runs one lane with the browser check for `--lane NAME`, as a CI job does', () => {
    for (const [lane, steps] of Object.entries(LANES))
      expect(names(selectPlan(TEST_PLAN, laneArgs(['--lane', lane])))).toEqual([
        [['browser']],
        [steps.map((s) => s.name)],
      ])
    expect(() => laneArgs(['--lane', 'e2e'])).toThrow(/--lane takes one of site, emulators/)
    expect(laneArgs(['audit'])).toEqual(['audit'])
  })
})

it('npm test keeps every step: the checks beside the build, the emulator sites after it', () => {
  expect(stepsOf(TEST_PLAN).map((s) => s.name)).toEqual([
    'browser',
    'test:unit',
    'build',
    'test:e2e',
    'audit',
    'lint',
    'lint:workflows',
    'typecheck',
    'test:firestore',
    'test:build',
    'test:html',
    'test:launch',
    'test:build-fails',
  ])
  expect(TEST_PLAN.at(-1)?.map((lane) => lane.at(-1)?.name)).toEqual(['audit', 'test:build-fails'])
  expect(stepsOf(TEST_PLAN).find((s) => s.name === 'test:build')?.after).toBe('build')
  expect(stepsOf(TEST_PLAN).find((s) => s.name === 'test:firestore')?.gate).toBe('build')
})

describe('gateOpened', () => {
  it('goes on at once without a gate, and once the file is there with one', async () => {
    await gateOpened(() => {
      throw new Error('no gate, no wait')
    })
    const file = join(mkdtempSync(join(tmpdir(), 'gate-')), 'build.passed')
    process.env[GATE_ENV] = file
    try {
      const lines: string[] = []
      let opened = false
      const waiting = gateOpened((line) => lines.push(line), 5).then(() => {
        opened = true
      })
      await new Promise((r) => setTimeout(r, 30))
      expect(opened).toBe(false)
      expect(lines.join()).toContain(file)
      writeFileSync(file, '')
      await waiting
      expect(opened).toBe(true)
    } finally {
      delete process.env[GATE_ENV]
    }
  })
})
