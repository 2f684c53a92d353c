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
  /** What this run's content snapshot left out or fell back on; absent when it took none (a push). */
  warnings: z.array(z.string()).optional(),
  /** All of them: `warnings` keeps the first MAX_WARNINGS. */
  warningCount: z.number().int().nonnegative().optional(),
})
export type DeployRun = z.infer<typeof deployRunSchema>

export interface DeployRuns {
  recent(count: number): Promise<DeployRun[]>
}

export interface DeployRunWriter {
  /** With the snapshot job's warnings on a content deploy (scripts/deploy/record.ts). */
  start(
    run: Pick<DeployRun, 'runId' | 'event' | 'sha' | 'warnings' | 'warningCount'>,
    at: Date,
  ): Promise<void>
  end(
    runId: string,
    outcome: Exclude<DeployRun['outcome'], 'running'>,
    deployed: boolean,
    at: Date,
  ): Promise<void>
}

/** A record stays small whatever a snapshot finds; the deploy's log holds every line. */
export const MAX_WARNINGS = 20
const MAX_WARNING_LENGTH = 500

export function warningsRecord(lines: readonly string[]) {
  return {
    warnings: lines.slice(0, MAX_WARNINGS).map((line) => line.slice(0, MAX_WARNING_LENGTH)),
    warningCount: lines.length,
  }
}

export const SAMPLE = 5
const WARNINGS_SHOWN = 3
/** Taken as lost after this; the job's own timeout is shorter. */
const STALE_MS = 60 * 60_000

export interface LiveEstimate {
  minutes: number | null
  building: boolean
  /** The newest snapshot's, when it had any: the first few, and how many in all. */
  warnings?: { first: string[]; total: number }
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
  const snapshot = runs.find((run) => run.warnings !== undefined)
  const total = snapshot?.warningCount ?? snapshot?.warnings?.length ?? 0
  const found = total
    ? { warnings: { first: (snapshot?.warnings ?? []).slice(0, WARNINGS_SHOWN), total } }
    : {}
  if (!durations.length) return { minutes: null, building: Boolean(building), ...found }
  const typical = median(durations)
  const wait = building
    ? Math.max(0, building.startedAt.getTime() + typical - now.getTime()) + typical
    : typical
  return { minutes: Math.max(1, Math.ceil(wait / 60_000)), building: Boolean(building), ...found }
}

/** One line each; the desk's notice keeps the line breaks. */
function warningsNote(warnings: LiveEstimate['warnings']): string {
  if (!warnings) return ''
  const more = warnings.total - warnings.first.length
  return [
    '',
    'The last content snapshot left these out or used a fallback (the deploy’s log lists them all):',
    ...warnings.first.map((line) => `• ${line}`),
    ...(more > 0 ? [`• and ${more} more`] : []),
  ].join('\n')
}

export function liveMessage(estimate: LiveEstimate): string {
  return liveLine(estimate) + warningsNote(estimate.warnings)
}

function liveLine(estimate: LiveEstimate): string {
  if (estimate.minutes === null)
    return 'The build has started; it is live once the build finishes (no finished build is recorded yet to time it).'
  const minutes = `${estimate.minutes} minute${estimate.minutes === 1 ? '' : 's'}`
  return estimate.building
    ? `The build is queued behind the one running now: live in about ${minutes}.`
    : `The build has started: live in about ${minutes}.`
}
