// Nothing deploys untested, ungated or misconfigured (docs/decisions/0022-deploy-gates.md).
import { parse } from 'yaml'
import { BUILD_SETTINGS } from '../../src/lib/buildSettings'

export interface Step {
  name?: string
  id?: string
  if?: string
  run?: string
  uses?: string
  env?: Record<string, string>
  'continue-on-error'?: unknown
}
export interface Job {
  if?: string
  needs?: string | string[]
  steps?: Step[]
  'continue-on-error'?: unknown
}
export interface Workflow {
  on: Record<string, unknown>
  jobs: Record<string, Job>
}

export const parseWorkflow = (text: string) => parse(text) as Workflow

export const RESULTS = ['success', 'failure', 'cancelled', 'skipped'] as const
const STATUS_FUNCTION = /\b(success|failure|always|cancelled)\(\)/
const DEPLOYS = /firebase-deploy\.sh|firebase(-tools)?\s+deploy/
const GATE = /\bnpm run check:content\b/
const TESTS = /^\s*npm test\s*$/m
const TESTED_BASE = /scripts\/workflows\/testedBase\.ts/

/** A form this does not know throws, to be looked at. */
export function jobRuns(
  expression: string | undefined,
  event: string,
  needs: Record<string, string>,
): boolean {
  const body = (expression ?? '').trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1') || 'true'
  const implicit = STATUS_FUNCTION.test(body) ? body : `success() && (${body})`
  const results = Object.values(needs)
  const value: Record<string, string> = {
    'success()': String(results.every((r) => r === 'success')),
    'failure()': String(results.some((r) => r === 'failure')),
    'always()': 'true',
    'cancelled()': 'false',
    'github.event_name': JSON.stringify(event),
    '==': '===',
    '!=': '!==',
    true: 'true',
  }
  const tokens = implicit.match(/'[^']*'|&&|\|\||==|!=|!|\(|\)|[A-Za-z_][\w.-]*(\(\))?|\S/g) ?? []
  const js = tokens.map((token) => {
    if (token.startsWith("'")) return JSON.stringify(token.slice(1, -1))
    if (['&&', '||', '!', '(', ')'].includes(token)) return token
    const need = /^needs\.([\w-]+)\.result$/.exec(token)
    if (need?.[1]) return JSON.stringify(needs[need[1]] ?? '')
    const known = value[token]
    if (known === undefined) throw new Error(`Unsupported in a job's if: ${token} (${expression})`)
    return known
  })
  return Boolean(new Function(`return (${js.join(' ')})`)())
}

function needsOf(job: Job): string[] {
  return job.needs === undefined ? [] : ([] as string[]).concat(job.needs)
}

const runsTests = (job: Job | undefined) =>
  !!job?.steps?.some((s) => s.run && TESTS.test(s.run) && !s.if && !s['continue-on-error'])

function combinations(needs: string[]): Record<string, string>[] {
  return needs.reduce<Record<string, string>[]>(
    (all, need) => all.flatMap((so) => RESULTS.map((r) => ({ ...so, [need]: r }))),
    [{}],
  )
}

export const CLIENT_SETTINGS = Object.keys(BUILD_SETTINGS).filter(
  (n) => !n.endsWith('EMULATOR_HOST'),
)

export function deployProblems(workflow: Workflow): string[] {
  const problems: string[] = []
  const events = Object.keys(workflow.on)
  const deployJobs = Object.entries(workflow.jobs).filter(([, job]) =>
    job.steps?.some((s) => s.run && DEPLOYS.test(s.run)),
  )
  if (!deployJobs.length) problems.push('no job deploys')
  for (const [name, job] of deployJobs) {
    const testJobs = needsOf(job).filter((need) => runsTests(workflow.jobs[need]))
    if (!testJobs.length) problems.push(`${name} needs no job that runs npm test`)
    for (const test of testJobs) {
      const testJob = workflow.jobs[test]
      if (testJob?.['continue-on-error']) problems.push(`${test} may fail and still pass`)
      if (events.includes('push') && !jobRuns(testJob?.if, 'push', {}))
        problems.push(`${test} does not run on a push`)
    }
    for (const event of events)
      for (const needs of combinations(needsOf(job)))
        if (
          event === 'push' &&
          jobRuns(job.if, event, needs) &&
          testJobs.some((t) => needs[t] !== 'success')
        )
          problems.push(`${name} runs on a push when ${JSON.stringify(needs)}`)

    const steps = job.steps ?? []
    const deployAt = steps.findIndex((s) => s.run && DEPLOYS.test(s.run))
    const deploy = steps[deployAt]
    const gate = steps.slice(0, deployAt).find((s) => s.run && GATE.test(s.run))
    if (!gate) problems.push(`${name} deploys without running npm run check:content first`)
    else if (gate.if !== undefined && gate.if !== deploy?.if)
      problems.push(
        `${name}: the fast gate runs under "${gate.if}", the deploy under "${deploy?.if}"`,
      )
    for (const step of [gate, deploy])
      if (step && (step['continue-on-error'] || STATUS_FUNCTION.test(step.if ?? '')))
        problems.push(`${name}: "${step.name ?? step.run}" runs whatever came before`)
    // A content deploy has no test job: it must find main's code tested before it deploys.
    const tested = steps.slice(0, deployAt).find((s) => s.run && TESTED_BASE.test(s.run))
    if (events.some((e) => e !== 'push') && (!tested || (tested.if ?? '').includes("== 'push'")))
      problems.push(`${name} may deploy main's code on a content event without finding it tested`)
    const missing = CLIENT_SETTINGS.filter((setting) => !gate?.env?.[setting])
    if (gate && missing.length) problems.push(`${name}'s build is not given ${missing.join(', ')}`)
  }
  return problems
}

export function undocumentedSettings(text: string): string[] {
  const header = text
    .split('\n')
    .filter((line) => line.startsWith('#'))
    .join('\n')
  const used = [...text.matchAll(/\b(?:secrets|vars)\.([A-Z0-9_]+)/g)].map((m) => m[1] ?? '')
  return [...new Set(used)].filter((name) => !new RegExp(`\\b${name}\\b`).test(header))
}

export function stageStep(workflow: Workflow): string {
  const steps = Object.values(workflow.jobs).flatMap((job) => job.steps ?? [])
  const stage = steps.filter((s) => s.run && /\bgit add\b/.test(s.run))
  if (stage.length !== 1 || !stage[0]?.run) throw new Error(`${stage.length} steps run git add`)
  return stage[0].run
}

export function firebaseToolsVersions(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    text
      .split('\n')
      .map((line, i) => [line, i + 1] as const)
      .filter(([line]) => /firebase-tools@/.test(line))
      .map(([line, n]) => `${path}:${n}: ${line.trim()}`),
  )
}
