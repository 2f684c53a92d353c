import { type ChildProcess, spawn } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { processTree } from '../processTree'
import { GATE_ENV, gateFile, openGate } from './gate'
import { type Stage, type Step, stepsOf } from './steps'

export type StepResult = {
  name: string
  seconds: number | null
  cpuSeconds: number | null
  status: 'passed' | 'failed' | 'stopped' | 'not run'
}

/** A started step: its outcome, and how to stop it when a step beside it fails. */
export type Running = {
  done: Promise<{ passed: boolean; cpuSeconds: number | null }>
  stop: () => void
}

/**
 * Starts a step; `beside` says another lane is running, so its output must not interleave; `env`
 * is added to the command's environment.
 */
export type Runner = (step: Step, beside: boolean, env: Record<string, string>) => Running

const WITH_CPU = fileURLToPath(new URL('./withCpu.mjs', import.meta.url))
const STEP_LOGS = 'reports/steps'
const live = new Set<ChildProcess>()

/** Stops every step still running, with everything it started (each has a process group). */
export function stopAllSteps(): void {
  for (const child of live) stopGroup(child)
}

/**
 * The step's process group, and every process below it in a group of its own: Playwright starts
 * its web server detached, and a stopped `test:e2e` left that server holding its port, so the next
 * `npm test` failed at once. They are listed before any is signalled, while they are still below.
 */
function stopGroup(child: ChildProcess): void {
  if (!child.pid) return
  const below = processTree(child.pid).slice(1)
  for (const target of [-child.pid, ...below])
    try {
      process.kill(target, 'SIGTERM')
    } catch {
      // Already gone.
    }
}

/**
 * The real runner: the command in a process group of its own, through withCpu.mjs for its CPU
 * time. A step beside another writes to reports/steps/<name>.log, printed whole when it ends.
 */
export const spawnStep: Runner = (step, beside, env) => {
  const log = beside ? join(STEP_LOGS, `${step.name.replace(/\W/g, '-')}.log`) : null
  if (log) {
    mkdirSync(STEP_LOGS, { recursive: true })
    console.log(`\n▶ ${step.name} runs beside; its output is in ${log}, printed when it ends`)
  }
  const out = log ? openSync(log, 'w') : 'inherit'
  const child = spawn(process.execPath, [WITH_CPU, step.command, ...step.args], {
    stdio: ['ignore', out, out, 'pipe'],
    detached: true,
    env: { ...process.env, ...env },
  })
  if (typeof out === 'number') closeSync(out)
  live.add(child)
  let cpu = ''
  child.stdio[3]?.on('data', (chunk) => {
    cpu += chunk
  })
  const done = new Promise<{ passed: boolean; cpuSeconds: number | null }>((resolve) => {
    child.once('close', (code) => {
      live.delete(child)
      if (log)
        console.log(
          `\n── ${step.name}, its output ──\n${readFileSync(log, 'utf8')}── end of ${step.name} ──`,
        )
      resolve({ passed: code === 0, cpuSeconds: cpu === '' ? null : Number(cpu) })
    })
  })
  return { done, stop: () => stopGroup(child) }
}

/**
 * Runs the plan stage by stage, the lanes of a stage side by side. The first step to fail stops
 * the steps running beside it and everything after; they are listed as stopped and not run.
 */
export async function runPlan(
  plan: Stage[],
  runner: Runner = spawnStep,
  wallMs: () => number = () => performance.now(),
): Promise<StepResult[]> {
  const results = new Map<Step, StepResult>()
  const running = new Map<Running, Step>()
  const stopped = new Set<Running>()
  // Settled when a step ends, or when the run fails: what a step waits for (`after`).
  const ended = new Map(stepsOf(plan).map((step) => [step.name, settlement()]))
  // A gate left open by an earlier run would let its step through at once.
  const gates = new Set(stepsOf(plan).flatMap((step) => (step.gate ? [step.gate] : [])))
  for (const name of gates) rmSync(gateFile(name), { force: true })
  let failed = false
  const runLane = async (lane: Step[], beside: boolean) => {
    for (const step of lane) {
      if (step.after) await ended.get(step.after)?.promise
      if (failed) return
      const started = wallMs()
      // A gate whose step is not in the plan (`npm test -- test:firestore`) is no gate.
      const env: Record<string, string> =
        step.gate && ended.has(step.gate) ? { [GATE_ENV]: gateFile(step.gate) } : {}
      const run = runner(step, beside, env)
      running.set(run, step)
      const { passed, cpuSeconds } = await run.done
      running.delete(run)
      const status = passed ? 'passed' : stopped.has(run) ? 'stopped' : 'failed'
      results.set(step, {
        name: step.name,
        seconds: (wallMs() - started) / 1000,
        cpuSeconds,
        status,
      })
      ended.get(step.name)?.settle()
      if (status === 'passed' && gates.has(step.name)) openGate(step.name)
      if (status === 'failed' && !failed) {
        failed = true
        for (const other of running.keys()) {
          stopped.add(other)
          other.stop()
        }
        for (const waited of ended.values()) waited.settle()
      }
    }
  }
  for (const stage of plan) {
    if (failed) break
    await Promise.all(stage.map((lane, index) => runLane(lane, stage.length > 1 && index > 0)))
  }
  return stepsOf(plan).map(
    (step) =>
      results.get(step) ?? { name: step.name, seconds: null, cpuSeconds: null, status: 'not run' },
  )
}

function settlement() {
  let settle = () => {}
  const promise = new Promise<void>((resolve) => {
    settle = resolve
  })
  return { promise, settle }
}

const sum = (values: (number | null)[]) => values.reduce<number>((a, b) => a + (b ?? 0), 0)
const figure = (value: number | null) => (value === null ? '' : value.toFixed(1))

/**
 * Each step's wall and CPU time as a Markdown table. The total's wall time is the run's (steps side
 * by side overlap); its CPU time is the sum.
 */
export function timeTable(results: StepResult[], wallSeconds: number): string {
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
      figure(wallSeconds),
      figure(sum(results.map((r) => r.cpuSeconds))),
      passed ? 'passed' : 'failed',
    ]),
  ].join('\n')
}

/** The plan cut to the steps named on the command line (all when none), its order and lanes kept. */
export function selectPlan(plan: Stage[], names: string[]): Stage[] {
  const all = stepsOf(plan)
  const unknown = names.filter((name) => !all.some((step) => step.name === name))
  if (unknown.length > 0)
    throw new Error(
      `No such step: ${unknown.join(', ')} (steps: ${all.map((s) => s.name).join(', ')})`,
    )
  if (names.length === 0) return plan
  return plan
    .map((stage) =>
      stage.map((lane) => lane.filter((step) => names.includes(step.name))).filter((l) => l.length),
    )
    .filter((stage) => stage.length > 0)
}
