// Each run's start and end in `deploys/{runId}`, which the desk's "live in about N minutes" reads.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { firestoreDeployRuns } from '../../server/deploy/firestoreRuns'
import { type DeployRun, type DeployRunWriter, MAX_WARNINGS } from '../../server/deploy/runs'

const runEnv = z.object({
  GITHUB_RUN_ID: z
    .string({ error: 'GITHUB_RUN_ID is unset' })
    .regex(/^\d{1,20}$/, 'GITHUB_RUN_ID must be the run’s number'),
  GITHUB_RUN_ATTEMPT: z
    .string()
    .regex(/^\d{1,4}$/)
    .default('1'),
  GITHUB_EVENT_NAME: z.string().min(1).max(64).default('unknown'),
  GITHUB_SHA: z.string().max(64).optional(),
})

const endArgs = z.object({
  outcome: z.enum(['success', 'failure', 'cancelled']),
  deployed: z.enum(['true', 'false']).transform((value) => value === 'true'),
})

export const USAGE =
  'Usage: npm run deploy:record -- start [--sha <commit>] | end --outcome success|failure|cancelled --deployed true|false'

/** A re-run keeps its run id; each attempt is a run of its own. */
export function runIdOf(env: z.infer<typeof runEnv>): string {
  return env.GITHUB_RUN_ATTEMPT === '1'
    ? env.GITHUB_RUN_ID
    : `${env.GITHUB_RUN_ID}-${env.GITHUB_RUN_ATTEMPT}`
}

function parseRunEnv(env: NodeJS.ProcessEnv) {
  return runEnv.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  )
}

/**
 * The snapshot job's warnings (scripts/snapshot.ts, its output `warnings`), which its read-only
 * key cannot write; that job handled untrusted bytes, so only their expected shape is kept.
 */
const snapshotWarnings = z.object({
  warnings: z.array(z.string().max(500)).max(MAX_WARNINGS),
  warningCount: z.number().int().nonnegative(),
})

export function warningsFromEnv(env: NodeJS.ProcessEnv): Partial<DeployRun> {
  if (!env.SNAPSHOT_WARNINGS) return {}
  try {
    const parsed = snapshotWarnings.safeParse(JSON.parse(env.SNAPSHOT_WARNINGS))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

export type RecordCommand =
  | {
      step: 'start'
      run: Pick<DeployRun, 'runId' | 'event' | 'sha' | 'warnings' | 'warningCount'>
    }
  | { step: 'end'; runId: string; outcome: 'success' | 'failure' | 'cancelled'; deployed: boolean }

export function parseCommand(args: string[], env: NodeJS.ProcessEnv): RecordCommand {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { outcome: { type: 'string' }, deployed: { type: 'string' }, sha: { type: 'string' } },
  })
  const parsedEnv = parseRunEnv(env)
  if (!parsedEnv.success)
    throw new Error(`Not in a GitHub Actions run: ${parsedEnv.error.issues[0]?.message}`)
  const runId = runIdOf(parsedEnv.data)
  const [step] = positionals
  // --sha: the commit deployed, which is the snapshot job's on a content deploy (unchanged.ts).
  const sha = values.sha ?? parsedEnv.data.GITHUB_SHA ?? null
  const shaValid = values.sha === undefined || /^[0-9a-f]{40}$/.test(values.sha)
  if (step === 'start' && positionals.length === 1 && shaValid)
    return {
      step,
      run: { runId, event: parsedEnv.data.GITHUB_EVENT_NAME, sha, ...warningsFromEnv(env) },
    }
  const parsed = endArgs.safeParse(values)
  if (step === 'end' && positionals.length === 1 && parsed.success)
    return { step, runId, ...parsed.data }
  throw new Error(USAGE)
}

export async function record(
  writer: DeployRunWriter,
  args: string[],
  env: NodeJS.ProcessEnv,
  now: Date,
): Promise<string> {
  const command = parseCommand(args, env)
  if (command.step === 'start') {
    await writer.start(command.run, now)
    return `Recorded the start of run ${command.run.runId} (${command.run.event}).`
  }
  await writer.end(command.runId, command.outcome, command.deployed, now)
  return `Recorded the end of run ${command.runId}: ${command.outcome}${command.deployed ? ', deployed' : ''}.`
}

async function main() {
  // A wrong call says so before any connection is tried.
  parseCommand(process.argv.slice(2), process.env)
  const { connect } = await import('../snapshot/firestore')
  const connection = await connect()
  try {
    console.log(
      await record(
        firestoreDeployRuns(connection.db),
        process.argv.slice(2),
        process.env,
        new Date(),
      ),
    )
  } finally {
    await connection.close()
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
