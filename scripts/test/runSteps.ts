import { spawnSync } from 'node:child_process'
import type { Step } from './steps'

export type StepResult = {
  name: string
  seconds: number | null
  status: 'passed' | 'failed' | 'not run'
}

type Runner = (step: Step) => boolean

const spawnStep: Runner = (step) =>
  spawnSync(step.command, step.args, { stdio: 'inherit' }).status === 0

/** Runs the steps in order and stops at the first that fails; the rest are listed as not run. */
export function runSteps(
  steps: Step[],
  runner: Runner = spawnStep,
  now: () => number = performance.now.bind(performance),
): StepResult[] {
  const results: StepResult[] = []
  let failed = false
  for (const step of steps) {
    if (failed) {
      results.push({ name: step.name, seconds: null, status: 'not run' })
      continue
    }
    const started = now()
    const passed = runner(step)
    results.push({
      name: step.name,
      seconds: (now() - started) / 1000,
      status: passed ? 'passed' : 'failed',
    })
    failed = !passed
  }
  return results
}

/** The steps' wall times as a Markdown table, with the total of those that ran. */
export function timeTable(results: StepResult[]): string {
  const total = results.reduce((sum, { seconds }) => sum + (seconds ?? 0), 0)
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [
    row(['Step', 'Wall time (s)', 'Result']),
    row(['---', '---:', '---']),
    ...results.map(({ name, seconds, status }) =>
      row([name, seconds === null ? '' : seconds.toFixed(1), status]),
    ),
    row([
      'total',
      total.toFixed(1),
      results.every((r) => r.status === 'passed') ? 'passed' : 'failed',
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
