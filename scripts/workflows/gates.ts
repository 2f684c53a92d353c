// Nothing deploys untested, ungated or misconfigured (docs/decisions/0022-deploy-gates.md).
import { parse } from 'yaml'
import { BUILD_SETTINGS } from '../../src/lib/buildSettings'
import { LANES } from '../test/steps'

export interface Step {
  name?: string
  id?: string
  if?: string
  run?: string
  uses?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
  'continue-on-error'?: unknown
}
export interface Job {
  name?: string
  if?: string
  strategy?: { matrix?: { lane?: string[] } }
  needs?: string | string[]
  env?: Record<string, string>
  outputs?: Record<string, string>
  steps?: Step[]
  'continue-on-error'?: unknown
}
export interface Workflow {
  on: Record<string, unknown>
  env?: Record<string, string>
  jobs: Record<string, Job>
}

export const parseWorkflow = (text: string) => parse(text) as Workflow

export const RESULTS = ['success', 'failure', 'cancelled', 'skipped'] as const
const STATUS_FUNCTION = /\b(success|failure|always|cancelled)\(\)/
const DEPLOYS = /firebase-deploy\.sh|firebase(-tools)?\s+deploy/
const GATE = /\bnpm run check:content\b/
/** `npm test`, or one lane of it (scripts/test/steps.ts): a literal or the job's matrix.lane. */
const TESTS = /^\s*npm test(?:\s+--\s+--lane\s+(\S+|\$\{\{\s*matrix\.lane\s*\}\}))?\s*$/m
const TESTED_BASE = /scripts\/workflows\/testedBase\.ts/
const SNAPSHOT = /\bnpm run snapshot\b/
const UNCHANGED = /scripts\/deploy\/unchanged\.ts/
const RECORD = /\bnpm run deploy:record\b/
/** Secret Manager Admin, Functions Admin: only the deploy and its records may hold it. */
const DEPLOY_KEY = /\bsecrets\.FIREBASE_SERVICE_ACCOUNT\b/
const SNAPSHOT_KEY = /\bsecrets\.SNAPSHOT_CREDENTIALS\b/

/** A form this does not know throws, to be looked at. `outputs` by "job.name"; unset is ''. */
export function jobRuns(
  expression: string | undefined,
  event: string,
  needs: Record<string, string>,
  outputs: Record<string, string> = {},
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
    const output = /^needs\.([\w-]+)\.outputs\.([\w-]+)$/.exec(token)
    if (output) return JSON.stringify(outputs[`${output[1]}.${output[2]}`] ?? '')
    const known = value[token]
    if (known === undefined) throw new Error(`Unsupported in a job's if: ${token} (${expression})`)
    return known
  })
  return Boolean(new Function(`return (${js.join(' ')})`)())
}

function needsOf(job: Job): string[] {
  return job.needs === undefined ? [] : ([] as string[]).concat(job.needs)
}

const testStep = (job: Job | undefined) =>
  job?.steps?.find((s) => s.run && TESTS.test(s.run) && !s.if && !s['continue-on-error'])
const runsTests = (job: Job | undefined) => !!testStep(job)

/** The lanes of npm test a job runs: every one for `npm test`, its matrix's for `--lane`. */
export function lanesRun(job: Job | undefined, lanes: string[]): string[] {
  const lane = TESTS.exec(testStep(job)?.run ?? '')
  if (!lane) return []
  if (!lane[1]) return lanes
  return lane[1].startsWith('$') ? (job?.strategy?.matrix?.lane ?? []) : [lane[1]]
}

function combinations(needs: string[]): Record<string, string>[] {
  return needs.reduce<Record<string, string>[]>(
    (all, need) => all.flatMap((so) => RESULTS.map((r) => ({ ...so, [need]: r }))),
    [{}],
  )
}

export const CLIENT_SETTINGS = Object.keys(BUILD_SETTINGS).filter(
  (n) => !n.endsWith('EMULATOR_HOST'),
)

export function deployProblems(workflow: Workflow, lanes = Object.keys(LANES)): string[] {
  const problems: string[] = []
  const events = Object.keys(workflow.on)
  const deployJobs = Object.entries(workflow.jobs).filter(([, job]) =>
    job.steps?.some((s) => s.run && DEPLOYS.test(s.run)),
  )
  if (!deployJobs.length) problems.push('no job deploys')
  for (const [name, job] of deployJobs) {
    const testJobs = needsOf(job).filter((need) => runsTests(workflow.jobs[need]))
    if (!testJobs.length) problems.push(`${name} needs no job that runs npm test`)
    const lanesTested = testJobs.flatMap((test) => lanesRun(workflow.jobs[test], lanes))
    const untested = lanes.filter((lane) => !lanesTested.includes(lane))
    if (testJobs.length && untested.length)
      problems.push(`${name} needs no job that runs the lane(s) ${untested.join(', ')}`)
    const unknown = lanesTested.filter((lane) => !lanes.includes(lane))
    if (unknown.length) problems.push(`npm test has no lane ${unknown.join(', ')}`)
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
    problems.push(...unchangedProblems(workflow, name, job))
  }
  return [...problems, ...keyProblems(workflow)]
}

const runsStep = (pattern: RegExp) => (step: Step) => !!step.run && pattern.test(step.run)

/** A content event deploys only when the snapshot job's gate found something not live yet. */
function unchangedProblems(workflow: Workflow, name: string, job: Job): string[] {
  const content = Object.keys(workflow.on).filter((event) => event !== 'push')
  if (!content.length) return []
  const snapshotJobs = Object.entries(workflow.jobs).filter(([, j]) =>
    j.steps?.some(runsStep(SNAPSHOT)),
  )
  const [entry] = snapshotJobs
  if (snapshotJobs.length !== 1 || !entry)
    return [`${snapshotJobs.length} jobs run the snapshot; one should`]
  const [snapshotJob, { steps = [], outputs = {} }] = entry
  if (!needsOf(job).includes(snapshotJob)) return [`${name} does not wait for ${snapshotJob}`]
  const gateAt = steps.findIndex(runsStep(UNCHANGED))
  const gate = steps[gateAt]
  if (!gate || gateAt < steps.findIndex(runsStep(SNAPSHOT)))
    return [`${snapshotJob} does not compare its snapshot with what is live after taking it`]
  const passed = new RegExp(`^\\$\\{\\{\\s*steps\\.${gate.id}\\.outputs\\.go\\s*\\}\\}$`)
  if (!gate.id || !passed.test(outputs.go ?? ''))
    return [`${snapshotJob} does not pass its gate's go on as outputs.go`]
  const problems: string[] = []
  for (const event of content)
    for (const needs of combinations(needsOf(job)))
      for (const go of ['false', ''])
        if (jobRuns(job.if, event, needs, { [`${snapshotJob}.go`]: go }))
          problems.push(
            `${name} deploys on ${event} when ${snapshotJob} says go=${JSON.stringify(go)} (${JSON.stringify(needs)})`,
          )
  return problems
}

/** The deploy key reaches the deploy and its records, step by step; the snapshot never. */
export function keyProblems(workflow: Workflow): string[] {
  const problems: string[] = []
  const has = (value: unknown, key: RegExp) => key.test(JSON.stringify(value ?? ''))
  if (has(workflow.env, DEPLOY_KEY)) problems.push("the workflow's env holds the deploy key")
  for (const [name, job] of Object.entries(workflow.jobs)) {
    if (has(job.env, DEPLOY_KEY)) problems.push(`${name}'s env holds the deploy key`)
    const steps = job.steps ?? []
    const snapshot = steps.find(runsStep(SNAPSHOT))
    if (snapshot && has(job, DEPLOY_KEY))
      problems.push(`${name} handles the snapshot and is given the deploy key`)
    if (snapshot && !has(snapshot.env, SNAPSHOT_KEY))
      problems.push(`${name}: the snapshot does not read with SNAPSHOT_CREDENTIALS`)
    for (const step of steps)
      if (has(step, DEPLOY_KEY) && !runsStep(DEPLOYS)(step) && !runsStep(RECORD)(step))
        problems.push(`${name}: "${step.name ?? step.uses ?? step.run}" is given the deploy key`)
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
