// `npm run test:firestore`, phases in docs/testing.md. Ports: 8181 FIRESTORE_BROWSER_TEST_PORT,
// 8182-8198 the vitest files' FIRESTORE_*_TEST_PORT and leadFunction.ts's, 4341 FIRESTORE_E2E_PORT,
// 4343 JOURNEY_DESK_E2E_PORT, 4344 JOURNEY_E2E_PORT, 9199 AUTH_TEST_PORT
// (9200-9201 too when it runs without the lead function, whose ports are in leadFunction.ts), 4349
// LEAD_RECEIVER_TEST_PORT, 4350 DEPLOY_RECEIVER_TEST_PORT.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ANALYTICS_SETTINGS } from '../../e2e/support/google'
import { deployDispatchEnv } from '../deploy/githubStandIn'
import { type AuthEmulator, attachAuthEmulator, startAuthEmulator } from '../desk/authEmulator'
import { writeEmulatorFirebaseJson } from '../desk/hosting'
import { emulatorBuildEnv } from '../desk/site'
import { gateOpened } from '../test/gate'
import { EMULATOR_JAR, type Emulator, emulatorAvailable, startEmulator } from './emulator'
import { journeyPhase } from './journey'
import { checkLeadFunction, type LeadFunction, startLeadFunction } from './leadFunction'
import { leadForwardEnv } from './leadReceiver'
import { EMULATOR_SITE_DIR } from './siteConfig'

const SITE_DIR = resolve(EMULATOR_SITE_DIR)
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
async function runBeside(
  label: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<void> {
  console.log(`\n▶ ${label}`)
  const started = performance.now()
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const status = await new Promise<number | null>((done) => child.once('close', done))
  if (status !== 0) throw new Error(`${label} failed (exit ${status})`)
  console.log(`◀ ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

const PHASES = new Set(
  (process.env.FIRESTORE_PHASES || 'vitest,functions,browser,journey')
    .split(',')
    // The hostile corpus is the journey's blog now (decision 0032): its old name runs the journey.
    .map((p) => (p.trim() === 'hostile' ? 'journey' : p.trim())),
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
  // The later phases' emulators boot while the rules tests run (decision 0029).
  const emulators = startEmulators()
  // A failed start is thrown where the emulators are awaited, not as an unhandled rejection.
  emulators.catch(() => undefined)
  try {
    await firstPhases(emulators)
  } catch (error) {
    // Stopped, not left running, when a first phase fails; a failed start may be why it failed.
    await emulators.then(stopAll, (reason) =>
      console.error(`The emulators' start failed too: ${reason}`),
    )
    throw error
  }
  const started = await emulators
  try {
    const { browser, lead } = started
    if (!browser) return 0
    // The Auth emulator the grant test used, emptied; or the one started alone.
    const auth = started.auth ?? (await attachAuthEmulator(lead?.fn.authHost ?? AUTH_HOST))
    await browserPhases(browser, auth)
  } finally {
    await stopAll(started)
  }
  return 0
}

const BROWSER_PHASES = ['browser', 'journey'].some((phase) => PHASES.has(phase))
const AUTH_HOST = `127.0.0.1:${AUTH_PORT}`

type Started = { browser: Emulator | null; auth: AuthEmulator | null; lead: LeadFunction | null }

/**
 * The browser phases' Firestore emulator, and one firebase-tools process for the lead function and
 * the Auth emulator (the grant test's and the browser phases'): each start costs it ~20 CPU s.
 */
async function startEmulators(): Promise<Started> {
  const withLead = PHASES.has('functions')
  const results = await Promise.allSettled([
    BROWSER_PHASES
      ? startEmulator({ port: BROWSER_PORT, rules: resolve('firestore.rules') })
      : null,
    BROWSER_PHASES && !withLead
      ? timed('Auth emulator (firebase-tools) started', () =>
          startAuthEmulator({ port: AUTH_PORT }),
        )
      : null,
    withLead
      ? timed('Lead function (and the Auth emulator) under firebase-tools started', () =>
          startLeadFunction(BROWSER_PHASES ? { authPort: AUTH_PORT } : {}),
        )
      : null,
  ])
  const [browser, auth, lead] = results.map((r) => (r.status === 'fulfilled' ? r.value : null))
  const started = { browser, auth, lead } as Started
  const failed = results.find((r) => r.status === 'rejected')
  if (failed) {
    await stopAll(started)
    throw failed.reason
  }
  return started
}

const stopAll = ({ browser, auth, lead }: Started) =>
  Promise.all([browser?.stop(), auth?.stop(), lead?.stop()])

async function browserPhases(emulator: Emulator, auth: AuthEmulator): Promise<void> {
  // Under `npm test`, the build beside this step first: both would fill the same image cache.
  await gateOpened()
  const buildSite = () => {
    rmSync(SITE_DIR, { recursive: true, force: true })
    mkdirSync(SITE_DIR, { recursive: true })
    writeEmulatorFirebaseJson(join(SITE_DIR, 'firebase.json'), [emulator.host, auth.host])
    run('Build configured for the emulators and analytics', 'node', ['scripts/prerender/ssg.mjs'], {
      BUILD_OUT_DIR: join(SITE_DIR, 'dist'),
      ...emulatorBuildEnv(emulator.host, auth.host),
      ...ANALYTICS_SETTINGS,
    })
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
  if (PHASES.has('journey'))
    await timed('The journey and the hostile corpus (desk, snapshot, build, checks)', async () => {
      // The desk is the browser phase's build: made above, or here when that phase did not run.
      if (!PHASES.has('browser') && !reuse) buildSite()
      await journeyPhase({ emulatorHost: emulator.host, authHost: auth.host, run })
    })
}

/** The rules and stores (vitest), then the lead function. */
async function firstPhases(emulators: Promise<Started>): Promise<void> {
  if (PHASES.has('vitest'))
    // Every file starts its own Firestore emulator on its own port: two files at a time (decision
    // 0029). The grant test uses the Auth emulator starting meanwhile, when there is one.
    await runBeside(
      'Snapshot, security rules and the lead store (vitest)',
      'npx',
      [
        'vitest',
        'run',
        '--config',
        'scripts/firestore/vitest.config.ts',
        '--fileParallelism',
        '--maxWorkers=2',
      ],
      BROWSER_PHASES ? { SHARED_AUTH_EMULATOR_HOST: AUTH_HOST } : {},
    )
  if (PHASES.has('functions'))
    await timed('The lead function under the Functions emulator', async () => {
      console.log('\n▶ The lead function under the Functions emulator (firebase-tools)')
      const { lead } = await emulators
      if (lead) await checkLeadFunction(lead)
    })
}

async function timed<T>(label: string, start: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const value = await start()
  console.log(`◀ ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return value
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
