import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/**
 * A step's `gate` (./steps.ts): `npm test` hands the step the path of a file made once the gate's
 * step has passed, and the command waits for it where it needs that step's work (decision 0031).
 */
export const GATE_ENV = 'STEP_GATE'

export const gateFile = (step: string) =>
  resolve('reports/steps', `${step.replace(/\W/g, '-')}.passed`)

export function openGate(step: string): void {
  const file = gateFile(step)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, '')
}

/** Resolves at once unless run by `npm test` with a gate, then once the gate is open. */
export async function gateOpened(
  log: (line: string) => void = console.log,
  pollMs = 500,
): Promise<void> {
  const file = process.env[GATE_ENV]
  if (!file || existsSync(file)) return
  log(`  waiting for ${file} (the step it names must pass first)`)
  while (!existsSync(file)) await new Promise((r) => setTimeout(r, pollMs))
}
