// `npm run test:firestore`, phases in docs/testing.md. Ports: 8181 FIRESTORE_BROWSER_TEST_PORT,
// 8182-8190 the vitest files' FIRESTORE_*_TEST_PORT and leadFunction.ts's, 4341 FIRESTORE_E2E_PORT,
// 4342 HOSTILE_E2E_PORT, 4343 JOURNEY_DESK_E2E_PORT, 4344 JOURNEY_E2E_PORT, 9199-9201
// AUTH_TEST_PORT, 4349 LEAD_RECEIVER_TEST_PORT, 4350 DEPLOY_RECEIVER_TEST_PORT.
import { spawn, spawnSync } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { CONTROL_POST, HOSTILE_POSTS } from '../../e2e/fixtures/hostile-posts'
import { WRITTEN_POST } from '../../e2e/fixtures/written-post'
import { ANALYTICS_SETTINGS } from '../../e2e/support/google'
import { deployDispatchEnv } from '../deploy/githubStandIn'
import { startAuthEmulator } from '../desk/authEmulator'
import { writeEmulatorFirebaseJson } from '../desk/hosting'
import { emulatorBuildEnv } from '../desk/site'
import { emulatorAdmin, postDoc } from './admin'
import { EMULATOR_JAR, emulatorAvailable, startEmulator } from './emulator'
import { journeyPhase } from './journey'
import { leadFunctionPhase } from './leadFunction'
import { leadForwardEnv } from './leadReceiver'

const SITE_DIR = resolve('.data/emulator-site')
export const HOSTILE_DIR = resolve('.data/hostile-site')
const BROWSER_PORT = Number(process.env.FIRESTORE_BROWSER_TEST_PORT ?? 8181)
const AUTH_PORT = Number(process.env.AUTH_TEST_PORT ?? 9199)

function run(label: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${label}`)
  const started = performance.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status})`)
  console.log(`◀ ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

/** As run, without blocking the event loop: what was started before goes on starting meanwhile. */
async function runBeside(label: string, command: string, args: string[]): Promise<void> {
  console.log(`\n▶ ${label}`)
  const started = performance.now()
  const child = spawn(command, args, { stdio: 'inherit' })
  const status = await new Promise<number | null>((done) => child.once('close', done))
  if (status !== 0) throw new Error(`${label} failed (exit ${status})`)
  console.log(`◀ ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

const PHASES = new Set(
  (process.env.FIRESTORE_PHASES || 'vitest,functions,browser,hostile,journey')
    .split(',')
    .map((p) => p.trim()),
)
const BROWSER_SPECS = (process.env.FIRESTORE_BROWSER_SPECS ?? '').split(/\s+/).filter(Boolean)

async function main(): Promise<number> {
  if (!emulatorAvailable()) {
    const message = `Firestore emulator not found at ${EMULATOR_JAR} (apt-get install -y google-cloud-cli-firestore-emulator).`
    if (process.env.CI === 'true') {
      console.error(`${message} Under CI this is a failure.`)
      return 1
    }
    console.warn(`${message} Skipping the emulator-backed tests (they are required under CI=true).`)
    return 0
  }
  // The browser phases' emulators boot while the first two phases run (decision 0029).
  const browserPhases = ['browser', 'hostile', 'journey'].some((phase) => PHASES.has(phase))
  const emulators = browserPhases
    ? Promise.all([
        startEmulator({ port: BROWSER_PORT, rules: resolve('firestore.rules') }),
        timed('Auth emulator (firebase-tools) started', () =>
          startAuthEmulator({ port: AUTH_PORT }),
        ),
      ])
    : null
  // A failed start is thrown where the emulators are awaited, not as an unhandled rejection.
  emulators?.catch(() => undefined)
  try {
    await firstPhases()
  } catch (error) {
    // Stopped, not left running, when a first phase fails.
    await emulators?.then(stopAll, () => undefined)
    throw error
  }
  if (!emulators) return 0
  const [emulator, auth] = await emulators
  try {
    const buildSite = () => {
      rmSync(SITE_DIR, { recursive: true, force: true })
      mkdirSync(SITE_DIR, { recursive: true })
      writeEmulatorFirebaseJson(join(SITE_DIR, 'firebase.json'), [emulator.host, auth.host])
      run(
        'Build configured for the emulators and analytics',
        'node',
        ['scripts/prerender/ssg.mjs'],
        {
          BUILD_OUT_DIR: join(SITE_DIR, 'dist'),
          ...emulatorBuildEnv(emulator.host, auth.host),
          ...ANALYTICS_SETTINGS,
        },
      )
    }
    const reuse = process.env.FIRESTORE_REUSE_BUILD === '1' && existsSync(join(SITE_DIR, 'dist'))
    if (PHASES.has('browser')) {
      if (!reuse) buildSite()
      run(
        'Browser tests against the emulators (Playwright)',
        'npx',
        [
          'playwright',
          'test',
          '--config',
          'scripts/firestore/playwright.config.ts',
          ...BROWSER_SPECS,
        ],
        {
          FIRESTORE_EMULATOR_HOST: emulator.host,
          FIREBASE_AUTH_EMULATOR_HOST: auth.host,
          MEDIA_DIR: resolve('.data/emulator-media'),
          ...leadForwardEnv(),
          ...deployDispatchEnv(),
        },
      )
    }
    if (PHASES.has('hostile')) await hostileCorpus(emulator.host)
    if (PHASES.has('journey'))
      await timed('The journey (desk, snapshot, build, checks)', async () => {
        // The desk is the browser phase's build: made above, or here when that phase did not run.
        if (!PHASES.has('browser') && !reuse) buildSite()
        journeyPhase({ emulatorHost: emulator.host, authHost: auth.host, run })
      })
  } finally {
    await stopAll([emulator, auth])
  }
  return 0
}

const stopAll = (started: { stop: () => Promise<void> }[]) =>
  Promise.all(started.map((one) => one.stop()))

/** The rules and stores (vitest), then the lead function. */
async function firstPhases(): Promise<void> {
  if (PHASES.has('vitest'))
    // Every file starts its own emulator on its own port: two files at a time (decision 0029).
    await runBeside('Snapshot, security rules and the lead store (vitest)', 'npx', [
      'vitest',
      'run',
      '--config',
      'scripts/firestore/vitest.config.ts',
      '--fileParallelism',
      '--maxWorkers=2',
    ])
  if (PHASES.has('functions'))
    await timed('The lead function under the Functions emulator', async () => {
      console.log('\n▶ The lead function under the Functions emulator (firebase-tools)')
      await leadFunctionPhase()
    })
}

async function timed<T>(label: string, start: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const value = await start()
  console.log(`◀ ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return value
}

// Written as an editor would, then the real snapshot script and build.
async function hostileCorpus(host: string): Promise<void> {
  const admin = emulatorAdmin(host)
  try {
    await admin.reset()
    const start = Date.UTC(2026, 0, 1)
    const posts = [CONTROL_POST, ...HOSTILE_POSTS, WRITTEN_POST]
    await Promise.all(
      posts.map(({ slug, title, content }, index) =>
        admin
          .posts()
          .doc(slug)
          .set(postDoc(slug, new Date(start + index * 3_600_000), { title, content })),
      ),
    )
  } finally {
    await admin.close()
  }
  rmSync(HOSTILE_DIR, { recursive: true, force: true })
  mkdirSync(HOSTILE_DIR, { recursive: true })
  copyFileSync('firebase.json', join(HOSTILE_DIR, 'firebase.json'))
  const snapshot = join(HOSTILE_DIR, 'blog-posts.json')
  run('Snapshot of the hostile corpus', 'npx', ['tsx', 'scripts/snapshot.ts'], {
    FIRESTORE_EMULATOR_HOST: host,
    SNAPSHOT_FILE: snapshot,
    SNAPSHOT_COVERS_DIR: join(HOSTILE_DIR, 'covers'),
    SNAPSHOT_BODY_DIR: join(HOSTILE_DIR, 'body'),
    // The content collections (none in this emulator) stay out of the repository.
    SNAPSHOT_ROOT: HOSTILE_DIR,
  })
  run('Build of the hostile corpus', 'node', ['scripts/prerender/ssg.mjs'], {
    BUILD_OUT_DIR: join(HOSTILE_DIR, 'dist'),
    BLOG_SNAPSHOT: snapshot,
  })
  // The build copies them from public/, where `npm run snapshot` keeps them; here they are not.
  cpSync(join(HOSTILE_DIR, 'body'), join(HOSTILE_DIR, 'dist', 'blog-media', 'body'), {
    recursive: true,
  })
  run('Hostile posts and a written post in the browser (Playwright)', 'npx', [
    'playwright',
    'test',
    '--config',
    'scripts/firestore/playwright.hostile.config.ts',
  ])
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
