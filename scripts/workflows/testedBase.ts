// A content deploy ships main only when its code is what `npm test` last passed on, save the
// snapshot's own paths (docs/decisions/0022-deploy-gates.md).
import { execFileSync } from 'node:child_process'
import { SNAPSHOT_OUTPUTS } from '../snapshot/outputs'
import { LANES } from '../test/steps'

type Fetch = (url: string, init: { headers: Record<string, string> }) => Promise<Response>

export interface Api {
  url: string
  repository: string
  token: string
  fetch?: Fetch
}

async function get<T>(api: Api, path: string): Promise<T> {
  const response = await (api.fetch ?? fetch)(`${api.url}/repos/${api.repository}/${path}`, {
    headers: { authorization: `Bearer ${api.token}`, accept: 'application/vnd.github+json' },
  })
  if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${path}`)
  return (await response.json()) as T
}

/** The name of the deploy workflow's job that runs one lane of npm test (its matrix). */
export const testJobName = (lane: string) => `test (${lane})`

export async function latestTestedCommit(
  api: Api,
  workflow = 'deploy.yml',
): Promise<string | null> {
  const { workflow_runs: runs } = await get<{ workflow_runs: { id: number; head_sha: string }[] }>(
    api,
    `actions/workflows/${workflow}/runs?branch=main&event=push&status=completed&per_page=20`,
  )
  for (const run of runs) {
    const { jobs } = await get<{ jobs: { name: string; conclusion: string | null }[] }>(
      api,
      `actions/runs/${run.id}/jobs`,
    )
    const passed = (name: string) =>
      jobs.some((job) => job.name === name && job.conclusion === 'success')
    // Before the lanes were jobs of their own (decision 0049), one job named `test` ran them all.
    if (passed('test') || Object.keys(LANES).every((lane) => passed(testJobName(lane))))
      return run.head_sha
  }
  return null
}

export function untestedChanges(changed: string[], outputs: readonly string[] = SNAPSHOT_OUTPUTS) {
  return changed.filter(
    (path) => !outputs.some((output) => path === output || path.startsWith(`${output}/`)),
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()
  const fail = (message: string) => {
    console.error(`::error::${message}`)
    process.exit(1)
  }
  const api = {
    url: process.env.GITHUB_API_URL ?? 'https://api.github.com',
    repository: process.env.GITHUB_REPOSITORY ?? '',
    token: process.env.GH_TOKEN ?? '',
  }
  latestTestedCommit(api).then(
    (tested) => {
      if (!tested)
        return fail('No push run of main has passed its tests: nothing tested to deploy.')
      try {
        git('merge-base', '--is-ancestor', tested, 'HEAD')
      } catch {
        return fail(`The last tested commit ${tested} is not in main's history.`)
      }
      const untested = untestedChanges(
        git('diff', '--name-only', tested, 'HEAD').split('\n').filter(Boolean),
      )
      if (untested.length)
        return fail(`Main changed since its last tested commit ${tested}: ${untested.join(', ')}`)
      console.log(`Main is ${tested} (tested) plus snapshot outputs only.`)
    },
    (error: Error) => fail(error.message),
  )
}
