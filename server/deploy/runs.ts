import { z } from 'zod'

export const DEPLOYS = 'deploys'
export const OUTCOMES = ['running', 'success', 'failure', 'cancelled'] as const

export const deployRunSchema = z.object({
  runId: z.string().regex(/^[\w-]{1,64}$/),
  event: z.string().max(64),
  sha: z.string().max(64).nullable(),
  startedAt: z.date(),
  endedAt: z.date().nullable(),
  outcome: z.enum(OUTCOMES),
  /** A scheduled run with nothing new stops before the build. */
  deployed: z.boolean(),
})
export type DeployRun = z.infer<typeof deployRunSchema>

export interface DeployRuns {
  recent(count: number): Promise<DeployRun[]>
}

export interface DeployRunWriter {
  start(run: Pick<DeployRun, 'runId' | 'event' | 'sha'>, at: Date): Promise<void>
  end(
    runId: string,
    outcome: Exclude<DeployRun['outcome'], 'running'>,
    deployed: boolean,
    at: Date,
  ): Promise<void>
}

export const SAMPLE = 5
/** Taken as lost after this; the job's own timeout is shorter. */
const STALE_MS = 60 * 60_000

export interface LiveEstimate {
  minutes: number | null
  building: boolean
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

// A run already building checked out before the change, which waits for it and one more (0023).
export function estimateLive(runs: readonly DeployRun[], now: Date): LiveEstimate {
  const durations = runs
    .filter((run) => run.outcome === 'success' && run.deployed && run.endedAt)
    .slice(0, SAMPLE)
    .map((run) => (run.endedAt as Date).getTime() - run.startedAt.getTime())
    .filter((ms) => ms > 0)
  const building = runs.find(
    (run) =>
      run.outcome === 'running' &&
      !run.endedAt &&
      now.getTime() - run.startedAt.getTime() < STALE_MS,
  )
  if (!durations.length) return { minutes: null, building: Boolean(building) }
  const typical = median(durations)
  const wait = building
    ? Math.max(0, building.startedAt.getTime() + typical - now.getTime()) + typical
    : typical
  return { minutes: Math.max(1, Math.ceil(wait / 60_000)), building: Boolean(building) }
}

export function liveMessage(estimate: LiveEstimate): string {
  if (estimate.minutes === null)
    return 'The build has started; it is live once the build finishes (no finished build is recorded yet to time it).'
  const minutes = `${estimate.minutes} minute${estimate.minutes === 1 ? '' : 's'}`
  return estimate.building
    ? `The build is queued behind the one running now: live in about ${minutes}.`
    : `The build has started: live in about ${minutes}.`
}
