import { spawnSync } from 'node:child_process'
import { childrenCpuSeconds } from './cpuTime'
import type { Step } from './steps'

export type StepResult = {
  name: string
  seconds: number | null
  cpuSeconds: number | null
  status: 'passed' | 'failed' | 'not run'
}

export type Clocks = { wallMs: () => number; cpuSeconds: () => number | null }

type Runner = (step: Step) => boolean

const spawnStep: Runner = (step) =>
  spawnSync(step.command, step.args, { stdio: 'inherit' }).status === 0

const realClocks: Clocks = { wallMs: () => performance.now(), cpuSeconds: childrenCpuSeconds }

/** Runs the steps in order and stops at the first that fails; the rest are listed as not run. */
export function runSteps(
  steps: Step[],
  runner: Runner = spawnStep,
  clocks: Clocks = realClocks,
): StepResult[] {
  const results: StepResult[] = []
  let failed = false
  for (const step of steps) {
    if (failed) {
      results.push({ name: step.name, seconds: null, cpuSeconds: null, status: 'not run' })
      continue
    }
    const started = clocks.wallMs()
    const cpuBefore = clocks.cpuSeconds()
    const passed = runner(step)
    const cpuAfter = clocks.cpuSeconds()
    results.push({
      name: step.name,
      seconds: (clocks.wallMs() - started) / 1000,
      cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
      status: passed ? 'passed' : 'failed',
    })
    failed = !passed
  }
  return results
}

const sum = (values: (number | null)[]) => values.reduce<number>((a, b) => a + (b ?? 0), 0)
const figure = (value: number | null) => (value === null ? '' : value.toFixed(1))

/** Each step's wall and CPU time as a Markdown table, with the totals of those that ran. */
export function timeTable(results: StepResult[]): string {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`
  const passed = results.every(({ status }) => status === 'passed')
  return [
    row(['Step', 'Wall time (s)', 'CPU time (s)', 'Result']),
    row(['---', '---:', '---:', '---']),
    ...results.map(({ name, seconds, cpuSeconds, status }) =>
      row([name, figure(seconds), figure(cpuSeconds), status]),
    ),
    row([
      'total',
      figure(sum(results.map((r) => r.seconds))),
      figure(sum(results.map((r) => r.cpuSeconds))),
      passed ? 'passed' : 'failed',
    ]),
  ].join('\n')
}

/** The steps named on the command line (all when none), in `npm test`'s order. */
export function selectSteps(steps: Step[], names: string[]): Step[] {
  const unknown = names.filter((name) => !steps.some((step) => step.name === name))
  if (unknown.length > 0)
    throw new Error(
      `No such step: ${unknown.join(', ')} (steps: ${steps.map((s) => s.name).join(', ')})`,
    )
  return names.length === 0 ? steps : steps.filter((step) => names.includes(step.name))
}
