import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { SNAPSHOT_OUTPUTS } from '../snapshot/outputs'
import { LANES } from '../test/steps'
import {
  deployProblems,
  firebaseToolsVersions,
  type Job,
  jobRuns,
  keyProblems,
  lanesRun,
  parseWorkflow,
  type Step,
  stageStep,
  undocumentedSettings,
  type Workflow,
} from './gates'
import { testJobName } from './testedBase'

const WORKFLOW = '.github/workflows/deploy.yml'
const text = readFileSync(WORKFLOW, 'utf8')
const fresh = () => parseWorkflow(text)
const deployJob = (w: Workflow) => w.jobs.deploy as Job & { steps: Step[] }
const testJob = (w: Workflow) => w.jobs.test as Job
const lane = (name: string): Step => ({ run: `npm test -- --lane ${name}` })
const snapshotJob = (w: Workflow) => w.jobs.snapshot as Job & { steps: Step[] }
/** A GitHub expression, as the YAML holds it. */
const expression = (body: string) => `\${{ ${body} }}`
const KEY = expression('secrets.FIREBASE_SERVICE_ACCOUNT')
const stepIndex = (job: Job, pattern: RegExp) =>
  (job.steps ?? []).findIndex((s) => s.run && pattern.test(s.run))

describe('the deploy workflow', () => {
  it('deploys only after the tests on a push and after the fast gate always', () => {
    expect(deployProblems(fresh())).toEqual([])
  })

  const mutations: [string, (w: Workflow) => void, RegExp][] = [
    [
      'the deploy job needs nothing',
      (w) => delete deployJob(w).needs,
      /needs no job that runs npm test/,
    ],
    [
      'the deploy job runs always()',
      (w) => {
        deployJob(w).if = 'always()'
      },
      /runs on a push when/,
    ],
    [
      'the deploy job runs unless cancelled',
      (w) => {
        deployJob(w).if = '!cancelled()'
      },
      /runs on a push when .*"failure"/,
    ],
    [
      'the test job skips pushes',
      (w) => {
        ;(w.jobs.test as Job).if = "github.event_name == 'schedule'"
      },
      /test does not run on a push/,
    ],
    [
      'npm test may fail',
      (w) => {
        const step = (w.jobs.test as Job).steps?.find((s) => s.run?.startsWith('npm test'))
        if (step) step['continue-on-error'] = true
      },
      /needs no job that runs npm test/,
    ],
    [
      'a lane of npm test is not in the matrix',
      (w) => {
        testJob(w).strategy = { matrix: { lane: ['site'] } }
      },
      /deploy needs no job that runs the lane\(s\) emulators/,
    ],
    [
      'the matrix names a lane npm test does not have',
      (w) => {
        testJob(w).strategy = { matrix: { lane: ['site', 'emulators', 'e2e'] } }
      },
      /npm test has no lane e2e/,
    ],
    [
      'a lane runs in a job the deploy job does not need',
      (w) => {
        w.jobs['test-emulators'] = { ...testJob(w), strategy: {}, steps: [lane('emulators')] }
        w.jobs.test = { ...testJob(w), strategy: {}, steps: [lane('site')] }
      },
      /deploy needs no job that runs the lane\(s\) emulators/,
    ],
    [
      'no fast gate',
      (w) => void deployJob(w).steps.splice(stepIndex(deployJob(w), /check:content/), 1),
      /deploys without running npm run check:content first/,
    ],
    [
      'the fast gate on pushes only',
      (w) => {
        const gate = deployJob(w).steps[stepIndex(deployJob(w), /check:content/)]
        if (gate) gate.if = "github.event_name == 'push'"
      },
      /the fast gate runs under/,
    ],
    [
      'the fast gate after the deploy',
      (w) => {
        const steps = deployJob(w).steps
        const [gate] = steps.splice(stepIndex(deployJob(w), /check:content/), 1)
        if (gate) steps.push(gate)
      },
      /deploys without running npm run check:content first/,
    ],
    [
      'a content deploy does not look for tested code',
      (w) => void deployJob(w).steps.splice(stepIndex(deployJob(w), /testedBase/), 1),
      /without finding it tested/,
    ],
    [
      'a client setting not given to the build',
      (w) => {
        const gate = deployJob(w).steps[stepIndex(deployJob(w), /check:content/)]
        delete gate?.env?.VITE_FIREBASE_STORAGE_BUCKET
      },
      /is not given VITE_FIREBASE_STORAGE_BUCKET/,
    ],
    [
      'the deploy job runs whatever the snapshot job found',
      (w) => {
        deployJob(w).if = expression(
          "!cancelled() && (needs.test.result == 'success' || (needs.test.result == 'skipped' && github.event_name != 'push'))",
        )
      },
      /deploy deploys on schedule when snapshot says go="false"/,
    ],
    [
      'the deploy job does not wait for the snapshot job',
      (w) => {
        deployJob(w).needs = 'test'
      },
      /deploy does not wait for snapshot/,
    ],
    [
      'the gate looks before the snapshot is taken',
      (w) => {
        const steps = snapshotJob(w).steps
        const [gate] = steps.splice(stepIndex(snapshotJob(w), /unchanged\.ts/), 1)
        if (gate) steps.unshift(gate)
      },
      /does not compare its snapshot with what is live after taking it/,
    ],
    [
      'the gate’s answer is not passed on',
      (w) => {
        delete snapshotJob(w).outputs?.go
      },
      /does not pass its gate's go on/,
    ],
    [
      'the snapshot is given the deploy key',
      (w) => {
        const snapshot = snapshotJob(w).steps[stepIndex(snapshotJob(w), /npm run snapshot/)]
        if (snapshot?.env) snapshot.env.FIREBASE_SERVICE_ACCOUNT = KEY
      },
      /snapshot handles the snapshot and is given the deploy key(.|\n)*does not read with SNAPSHOT_CREDENTIALS/,
    ],
    [
      'the deploy key is in the deploy job’s env',
      (w) => {
        deployJob(w).env = { ...deployJob(w).env, FIREBASE_SERVICE_ACCOUNT: KEY }
      },
      /deploy's env holds the deploy key/,
    ],
    [
      'the fast gate is given the deploy key',
      (w) => {
        const gate = deployJob(w).steps[stepIndex(deployJob(w), /check:content/)]
        if (gate?.env) gate.env.FIREBASE_SERVICE_ACCOUNT = KEY
      },
      /"Fast gate on the production build .*" is given the deploy key/,
    ],
  ]
  it.each(mutations)('is caught when %s', (_what, mutate, problem) => {
    const copy = fresh()
    mutate(copy)
    expect(deployProblems(copy).join('\n')).toMatch(problem)
  })

  it('runs every lane of npm test in a job of its own, each named as testedBase.ts reads it', () => {
    const w = fresh()
    expect(lanesRun(testJob(w), Object.keys(LANES))).toEqual(Object.keys(LANES))
    expect(deployJob(w).needs).toContain('test')
    for (const name of Object.keys(LANES))
      expect(testJob(w).name?.replace(expression('matrix.lane'), name)).toBe(testJobName(name))
    // One job running all of npm test covers every lane too.
    expect(lanesRun({ steps: [{ run: 'npm test' }] }, ['a', 'b'])).toEqual(['a', 'b'])
  })

  it('hands the functions their optional params from the deploy step', () => {
    const deploy = deployJob(fresh()).steps.find((s) => s.run?.includes('firebase-deploy.sh'))
    const params = ['LEAD_RETENTION_MONTHS', 'LEAD_PROOF_SITE_URL', 'PUSH_VAPID_SUBJECT']
    for (const param of params) expect(deploy?.env?.[param]).toMatch(/^\$\{\{ vars\./)
    expect(
      functionsEnv({ LEAD_PROOF_SITE_URL: 'https://www.x.example', PUSH_VAPID_SUBJECT: '' }),
    ).toBe(
      'LEAD_FORWARD_URL=https://n8n.example/hook\nDEPLOY_GITHUB_REPO=o/r\nLEAD_PROOF_SITE_URL=https://www.x.example\n',
    )
    expect(
      functionsEnv({ LEAD_RETENTION_MONTHS: '12', PUSH_VAPID_SUBJECT: 'mailto:o@x.example' }),
    ).toContain('LEAD_RETENTION_MONTHS=12\nPUSH_VAPID_SUBJECT=mailto:o@x.example\n')
  })

  it('stops a content run before deploying when its snapshot job finds its commit live already', () => {
    const w = fresh()
    const steps = snapshotJob(w).steps
    const gate = steps[stepIndex(snapshotJob(w), /scripts\/deploy\/unchanged\.ts/)]
    expect(stepIndex(snapshotJob(w), /unchanged\.ts/)).toBeGreaterThan(
      stepIndex(snapshotJob(w), /npm run snapshot/),
    )
    expect(snapshotJob(w).outputs?.go).toBe(expression(`steps.${gate?.id}.outputs.go`))
    expect(deployJob(w).needs).toContain('snapshot')
    const content = { test: 'skipped', snapshot: 'success' }
    for (const event of ['schedule', 'workflow_dispatch', 'repository_dispatch']) {
      expect(jobRuns(deployJob(w).if, event, content, { 'snapshot.go': 'false' })).toBe(false)
      expect(jobRuns(deployJob(w).if, event, content, { 'snapshot.go': 'true' })).toBe(true)
    }
    expect(jobRuns(deployJob(w).if, 'push', { test: 'success', snapshot: 'skipped' })).toBe(true)
  })

  it('gives the snapshot a read-only key, and the deploy key to the deploy and its records only', () => {
    const w = fresh()
    expect(keyProblems(w)).toEqual([])
    const given = Object.values(w.jobs).flatMap((job) =>
      (job.steps ?? []).filter((s) =>
        JSON.stringify(s).includes('secrets.FIREBASE_SERVICE_ACCOUNT'),
      ),
    )
    expect(given.map((s) => s.name)).toEqual([
      'Record the start of this deploy',
      'Deploy to Firebase (Hosting, the lead function, Firestore and Storage rules, indexes)',
      'Record the end of this deploy',
    ])
    expect(JSON.stringify(snapshotJob(w))).not.toContain('FIREBASE_SERVICE_ACCOUNT }}')
    // Not before the snapshot's commit was checked to change snapshot files only.
    const steps = deployJob(w).steps
    const firstKey = steps.findIndex((s) => JSON.stringify(s).includes('FIREBASE_SERVICE_ACCOUNT'))
    expect(firstKey).toBeGreaterThan(stepIndex(deployJob(w), /receiveSnapshot\.ts/))
  })

  it('hands the snapshot’s warnings to the deploy’s start record (the snapshot’s key is read-only)', () => {
    const w = fresh()
    const snapshot = snapshotJob(w).steps[stepIndex(snapshotJob(w), /npm run snapshot/)]
    expect(snapshotJob(w).outputs?.warnings).toBe(
      expression(`steps.${snapshot?.id}.outputs.warnings`),
    )
    const start = deployJob(w).steps.find((s) => /deploy:record -- start/.test(s.run ?? ''))
    expect(start?.env?.SNAPSHOT_WARNINGS).toBe(expression('needs.snapshot.outputs.warnings'))
  })

  it('names in its header every secret and variable it reads', () => {
    expect(undocumentedSettings(text)).toEqual([])
    const extra = text.replace(
      'LAUNCH_BUILD: "1"',
      'LAUNCH_BUILD: "1"\n          X: secrets.NEW_KEY',
    )
    expect(undocumentedSettings(extra)).toEqual(['NEW_KEY'])
  })

  it('names no firebase-tools version anywhere under .github/', () => {
    const files = readdirSync('.github', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .map((path) => ({ path, text: readFileSync(path, 'utf8') }))
    expect(files.map((f) => f.path)).toContain(WORKFLOW)
    expect(firebaseToolsVersions(files)).toEqual([])
    const pinned = text.replace(
      'run: bash .github/ci/firebase-deploy.sh',
      'run: npx --yes firebase-tools@14 deploy',
    )
    expect(firebaseToolsVersions([{ path: WORKFLOW, text: pinned }])).toHaveLength(1)
  })
})

/** The functions/.env that .github/ci/firebase-deploy.sh deploys with, `npx` stubbed to read it. */
function functionsEnv(env: Record<string, string>): string {
  const temp = mkdtempSync(join(tmpdir(), 'firebase-deploy-'))
  mkdirSync(join(temp, 'functions'))
  mkdirSync(join(temp, 'bin'))
  writeFileSync(join(temp, 'bin/npx'), `#!/bin/sh\ncp functions/.env "${temp}/deployed.env"\n`)
  chmodSync(join(temp, 'bin/npx'), 0o755)
  const result = spawnSync('bash', [resolve('.github/ci/firebase-deploy.sh')], {
    cwd: temp,
    encoding: 'utf8',
    env: {
      PATH: `${join(temp, 'bin')}:${process.env.PATH}`,
      RUNNER_TEMP: temp,
      FIREBASE_PROJECT_ID: 'p',
      FIREBASE_SERVICE_ACCOUNT: '{}',
      LEAD_FORWARD_URL: 'https://n8n.example/hook',
      GITHUB_REPOSITORY: 'o/r',
      ...env,
    },
  })
  expect(result.stderr).toBe('')
  expect(existsSync(join(temp, 'functions/.env'))).toBe(false)
  return readFileSync(join(temp, 'deployed.env'), 'utf8')
}

/** Runs a step's script as the runner would (bash -e), in `cwd`, with the runner's temp folder. */
function runStep(script: string, cwd: string, runnerTemp: string) {
  return spawnSync('bash', ['-e', '-c', script], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, RUNNER_TEMP: runnerTemp, HOME: runnerTemp },
  })
}

/** The list step of the workflow, run once as the runner would: its output file's text. */
function listed(workflow: Workflow): string {
  const list = Object.values(workflow.jobs)
    .flatMap((job) => job.steps ?? [])
    .find((s) => s.run?.includes('scripts/snapshot/outputs.ts'))
  const temp = mkdtempSync(join(tmpdir(), 'outputs-'))
  expect(list?.run && runStep(list.run, resolve('.'), temp).status).toBe(0)
  return readFileSync(join(temp, 'snapshot-outputs.txt'), 'utf8')
}

/** What the stage step of `workflow` stages, given the list, where every output was written. */
function committedBack(workflow: Workflow, list: string): string[] {
  const stage = stageStep(workflow)
  const temp = mkdtempSync(join(tmpdir(), 'commit-back-'))
  const repo = join(temp, 'repo')
  mkdirSync(repo)
  spawnSync('git', ['init', '-q'], { cwd: repo })
  // Every output holds something new, and so does a file the snapshot does not own.
  for (const path of [...SNAPSHOT_OUTPUTS, 'src/not-the-snapshot.ts']) {
    const file = /\.\w+$/.test(path)
      ? join(repo, path)
      : join(repo, path, 'written-by-snapshot.jpg')
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, 'new')
  }
  writeFileSync(join(temp, 'snapshot-outputs.txt'), list)
  expect(runStep(stage, repo, temp).stderr).toBe('')
  const names = spawnSync('git', ['diff', '--cached', '--name-only'], {
    cwd: repo,
    encoding: 'utf8',
  })
  return names.stdout.split('\n').filter(Boolean).sort()
}

describe('the commit-back after a content deploy', { timeout: 60_000 }, () => {
  const everything = SNAPSHOT_OUTPUTS.map((p) =>
    /\.\w+$/.test(p) ? p : `${p}/written-by-snapshot.jpg`,
  ).sort()
  let list = ''
  beforeAll(() => {
    list = listed(fresh())
  }, 60_000)

  it('stages exactly what the snapshot writes, read from SNAPSHOT_OUTPUTS', () => {
    expect(list.split('\n').filter(Boolean)).toEqual([...SNAPSHOT_OUTPUTS])
    expect(SNAPSHOT_OUTPUTS).toContain('public/blog-media/body')
    expect(committedBack(fresh(), list)).toEqual(everything)
  })

  it('differs when one path is missing from the list it reads', () => {
    const withoutBody = list.replace('public/blog-media/body\n', '')
    expect(committedBack(fresh(), withoutBody)).not.toEqual(everything)
  })

  it('differs when the workflow names its own paths (the covers-only commit of the past)', () => {
    const copy = fresh()
    const stage = snapshotJob(copy).steps.find((s) => s.run && /\bgit add\b/.test(s.run))
    if (stage) stage.run = 'git add snapshots/blog-posts.json public/blog-media/covers'
    expect(committedBack(copy, list)).not.toEqual(everything)
  })
})

describe('the snapshot commit, from the snapshot job to main', { timeout: 60_000 }, () => {
  const named = (pattern: RegExp) => {
    const step = Object.values(fresh().jobs)
      .flatMap((job) => job.steps ?? [])
      .find((s) => s.name && pattern.test(s.name))
    if (!step?.run) throw new Error(`no step named ${pattern}`)
    return step.run
  }
  const git = (cwd: string, ...args: string[]) =>
    spawnSync('git', args, { cwd, encoding: 'utf8' }).stdout.trim()

  /** origin (main), the snapshot job's clone and the deploy job's, as the workflow has them. */
  function clones() {
    const temp = mkdtempSync(join(tmpdir(), 'snapshot-commit-'))
    const [origin, snapshot, deploy] = ['origin.git', 'snapshot', 'deploy'].map((d) =>
      join(temp, d),
    )
    const seed = join(temp, 'seed')
    mkdirSync(seed)
    git(seed, 'init', '-q', '-b', 'main')
    mkdirSync(join(seed, 'snapshots'))
    writeFileSync(join(seed, 'snapshots/blog-posts.json'), '[]\n')
    git(seed, 'add', '-A')
    git(seed, '-c', 'user.name=t', '-c', 'user.email=t@e', 'commit', '-q', '-m', 'base')
    git(temp, 'clone', '-q', '--bare', seed, origin as string)
    git(temp, 'clone', '-q', origin as string, snapshot as string)
    git(temp, 'clone', '-q', origin as string, deploy as string)
    return {
      temp,
      origin: origin as string,
      snapshot: snapshot as string,
      deploy: deploy as string,
    }
  }
  function commitStep(repo: string, temp: string) {
    const output = join(temp, 'output')
    writeFileSync(output, '')
    const result = spawnSync('bash', ['-e', '-c', named(/^Commit the snapshot/)], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, BASE: git(repo, 'rev-parse', 'HEAD'), GITHUB_OUTPUT: output },
    })
    expect(result.stderr).toBe('')
    return readFileSync(output, 'utf8')
  }

  it('is committed and bundled only when the snapshot changed something', () => {
    const { temp, snapshot } = clones()
    expect(commitStep(snapshot, temp)).toBe('committed=false\n')
    expect(existsSync(join(snapshot, '.data/deploy/snapshot.bundle'))).toBe(false)
  })

  it('is taken by the deploy job and pushed onto a main that moved meanwhile', async () => {
    const { temp, origin, snapshot, deploy } = clones()
    writeFileSync(join(snapshot, 'snapshots/blog-posts.json'), '[{"id":"p1"}]\n')
    git(snapshot, 'add', '-A')
    expect(commitStep(snapshot, temp)).toBe('committed=true\n')
    const { receive } = await import('../deploy/receiveSnapshot')
    const commit = receive(join(snapshot, '.data/deploy/snapshot.bundle'), deploy)
    // A push lands on main during the deploy.
    const other = join(temp, 'other')
    git(temp, 'clone', '-q', origin, other)
    writeFileSync(join(other, 'README.md'), 'pushed meanwhile\n')
    git(other, 'add', '-A')
    git(other, '-c', 'user.name=t', '-c', 'user.email=t@e', 'commit', '-q', '-m', 'push')
    git(other, 'push', '-q', 'origin', 'HEAD:main')
    const pushed = runStep(named(/^Push the snapshot that is now live/), deploy, temp)
    expect(pushed.status).toBe(0)
    expect(git(origin, 'log', '--format=%s', 'main')).toBe(
      [git(snapshot, 'log', '-1', '--format=%s', commit), 'push', 'base'].join('\n'),
    )
    expect(git(origin, 'show', 'main:snapshots/blog-posts.json')).toBe('[{"id":"p1"}]')
  })
})

describe('.github/ci/', () => {
  it.each(readdirSync('.github/ci').filter((f) => f.endsWith('.sh')))('%s parses', (file) => {
    const check = spawnSync('bash', ['-n', join('.github/ci', file)], { encoding: 'utf8' })
    expect(check.stderr).toBe('')
    expect(check.status).toBe(0)
  })
})

describe('.github/ci/firebase-deploy.sh', () => {
  function deploy(env: Record<string, string>) {
    const temp = mkdtempSync(join(tmpdir(), 'deploy-'))
    const bin = join(temp, 'bin')
    const cwd = join(temp, 'site')
    mkdirSync(bin)
    mkdirSync(join(cwd, 'functions'), { recursive: true })
    // A stand-in npx: records what it was asked and what the key held, then fails as a deploy can.
    writeFileSync(
      join(bin, 'npx'),
      '#!/bin/sh\necho "$@" > "$RUNNER_TEMP/args"\ncat "$GOOGLE_APPLICATION_CREDENTIALS" > "$RUNNER_TEMP/key-seen"\nexit 7\n',
    )
    chmodSync(join(bin, 'npx'), 0o755)
    const result = spawnSync('bash', [resolve('.github/ci/firebase-deploy.sh')], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, RUNNER_TEMP: temp, ...env },
    })
    const read = (name: string) =>
      existsSync(join(temp, name)) ? readFileSync(join(temp, name), 'utf8').trim() : null
    const keys = readdirSync(temp).filter((f) => f.startsWith('firebase-key'))
    return { result, args: read('args'), keySeen: read('key-seen'), keys, cwd }
  }
  const settings = {
    FIREBASE_PROJECT_ID: 'demo-site',
    FIREBASE_SERVICE_ACCOUNT: '{"type":"service_account"}',
    LEAD_FORWARD_URL: 'https://n8n.example/webhook/leads',
  }

  it('deploys every part with the locked CLI and removes the key even when the deploy fails', () => {
    const { result, args, keySeen, keys, cwd } = deploy(settings)
    expect(result.status).toBe(7)
    expect(args).toBe(
      '--no-install firebase deploy --only hosting,functions,firestore:rules,firestore:indexes,storage --project demo-site --non-interactive --force',
    )
    expect(keySeen).toBe(settings.FIREBASE_SERVICE_ACCOUNT)
    expect(keys).toEqual([])
    expect(existsSync(join(cwd, 'functions', '.env'))).toBe(false)
  })

  it('stops before deploying when LEAD_FORWARD_URL is missing', () => {
    const { result, args } = deploy({ ...settings, LEAD_FORWARD_URL: '' })
    expect(result.status).toBe(1)
    expect(result.stdout).toContain('LEAD_FORWARD_URL secret is not set')
    expect(args).toBeNull()
  })
})
