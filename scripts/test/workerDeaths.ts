import childProcess from 'node:child_process'
import { syncBuiltinESMExports } from 'node:module'

/** A Vitest worker that ended without Vitest stopping it: a crash, the kernel, a stray signal. */
export type WorkerDeath = { pid: number; code: number | null; signal: NodeJS.Signals | null }

/**
 * Records the workers that die. Vitest 4 reports such a death without its exit code or signal,
 * which say what killed it; its forks are watched from here, before it starts one.
 */
export function recordWorkerDeaths(): WorkerDeath[] {
  const deaths: WorkerDeath[] = []
  const fork = childProcess.fork
  childProcess.fork = ((...args: Parameters<typeof fork>) => {
    const child = fork(...args)
    let stopping = false
    const kill = child.kill.bind(child)
    child.kill = (signal) => {
      stopping = true
      return kill(signal)
    }
    child.once('exit', (code, signal) => {
      if (!stopping) deaths.push({ pid: child.pid ?? 0, code, signal })
    })
    return child
  }) as typeof fork
  syncBuiltinESMExports()
  return deaths
}

/** Vitest's report of a worker that exited under it. */
export function isWorkerExit(error: unknown): boolean {
  const cause = (error as { cause?: { message?: unknown } } | null)?.cause
  return (
    typeof cause?.message === 'string' && cause.message.startsWith('Worker exited unexpectedly')
  )
}

export type FirstRun = {
  /** Every test file the run was to run. */
  expected: string[]
  /** The files Vitest reported, with their state (`passed`, `failed`, `skipped`, `pending`...). */
  modules: { id: string; state: string }[]
  errors: unknown[]
}

/**
 * What a run whose workers died leaves to do. A test that failed, or any other error, fails the
 * run as it stands. Otherwise the files that never finished run once more: a worker took them
 * with it, and no test of theirs failed.
 */
export function afterWorkerDeaths(run: FirstRun): { failed: true } | { rerun: string[] } {
  const failed = run.modules.some(({ state }) => state === 'failed')
  if (failed || run.errors.some((error) => !isWorkerExit(error))) return { failed: true }
  const finished = new Set(
    run.modules
      .filter(({ state }) => state === 'passed' || state === 'skipped')
      .map(({ id }) => id),
  )
  return { rerun: run.expected.filter((file) => !finished.has(file)) }
}

export function describeDeaths(
  deaths: WorkerDeath[],
  next: ReturnType<typeof afterWorkerDeaths>,
  name = (file: string) => file,
): string {
  const how = deaths.map(
    ({ pid, code, signal }) => `pid ${pid}, ${signal ? `signal ${signal}` : `exit code ${code}`}`,
  )
  const died = `A test worker died under Vitest (${how.join('; ') || 'its exit was not seen'}).`
  if ('failed' in next) return `${died}\nThe run fails: a test failed, or a worker died again.`
  if (next.rerun.length === 0) return `${died}\nEvery test file had finished, and passed.`
  const files = next.rerun.map((file) => `  ${name(file)}`).join('\n')
  return `${died}\nNo test failed; these files never finished, and run again:\n${files}`
}
