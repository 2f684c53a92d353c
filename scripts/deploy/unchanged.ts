// A content run stops before deploying when its commit (main's code and the snapshot, committed in
// the snapshot job) is the one the last deploy recorded (docs/decisions/0022-deploy-gates.md).
import { execFileSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import { firestoreDeployRuns } from '../../server/deploy/firestoreRuns'
import type { DeployRun } from '../../server/deploy/runs'

export interface Decision {
  go: boolean
  reason: string
}

export function decide(head: string, runs: readonly DeployRun[], force: boolean): Decision {
  if (force) return { go: true, reason: 'Started by hand with force: deploying.' }
  // A run left "running" was lost; one that stopped before deploying left the site as it was.
  const last = runs.find(
    (run) => run.outcome !== 'running' && !(run.outcome === 'success' && !run.deployed),
  )
  if (!last) return { go: true, reason: 'No finished deploy is recorded: deploying.' }
  if (last.outcome !== 'success')
    return {
      go: true,
      reason: `The last deploy, run ${last.runId}, ended ${last.outcome}: deploying again.`,
    }
  if (last.sha === head)
    return {
      go: false,
      reason: `Nothing to deploy: ${head}, the code and the snapshot, is what run ${last.runId} put live.`,
    }
  return { go: true, reason: `${head} is not ${last.sha}, which run ${last.runId} put live.` }
}

async function main() {
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
  let decision: Decision
  try {
    const { connect } = await import('../snapshot/firestore')
    const connection = await connect()
    try {
      const runs = await firestoreDeployRuns(connection.db).recent(20)
      decision = decide(head, runs, process.env.FORCE === 'true')
    } finally {
      await connection.close()
    }
  } catch (error) {
    // Deploying again is safe; skipping a change is not.
    decision = {
      go: true,
      reason: `The deploy records could not be read (${error instanceof Error ? error.message : error}): deploying.`,
    }
  }
  console.log(
    decision.go ? decision.reason : `::notice title=Nothing to deploy::${decision.reason}`,
  )
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `go=${decision.go}\n`)
}

if (import.meta.url === `file://${process.argv[1]}`)
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
