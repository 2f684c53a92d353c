// `npm run test:firestore`: its phases and every port it takes, in docs/testing.md.
import { spawn, spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { type AuthEmulator, attachAuthEmulator, startAuthEmulator } from '../desk/authEmulator'
import { gateOpened } from '../test/gate'
import { EMULATOR_JAR, type Emulator, emulatorAvailable, startEmulator } from './emulator'
import { journeyPhase } from './journey'
import { checkLeadFunction, type LeadFunction, startLeadFunction } from './leadFunction'
import {
  AUTH_PORT,
  buildSite,
  copySite,
  ONE_STACK,
  type Running,
  STACKS,
  type Stack,
  specsFor,
  stackEnv,
} from './stacks'

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
    const { desk, office, lead } = started
    if (!desk || !office) return 0
    // The Auth emulator the grant test used, emptied; or the one started alone.
    desk.auth ??= await attachAuthEmulator(lead?.fn.authHost ?? AUTH_HOST)
    if (ONE_STACK) Object.assign(office, { firestore: desk.firestore, auth: desk.auth })
    await browserPhases(desk as Running, office as Running)
  } finally {
    await stopAll(started)
  }
  return 0
}

const BROWSER_PHASES = ['browser', 'journey'].some((phase) => PHASES.has(phase))
const AUTH_HOST = `127.0.0.1:${AUTH_PORT}`

type Partly = { stack: Stack; firestore: Emulator | null; auth: AuthEmulator | null }
type Started = { desk: Partly | null; office: Partly | null; lead: LeadFunction | null }

// One firebase-tools process serves the lead function and the first stack's Auth emulator.
async function startEmulators(): Promise<Started> {
  const withLead = PHASES.has('functions')
  const [desk, office] = STACKS
  const rules = resolve('firestore.rules')
  const authAlone = (stack: Stack) =>
    timed(`Auth emulator of the ${stack.site} stack (firebase-tools) started`, () =>
      startAuthEmulator({ port: stack.auth }),
    )
  const results = await Promise.allSettled([
    BROWSER_PHASES ? startEmulator({ port: desk.firestore, rules }) : null,
    BROWSER_PHASES && !withLead ? authAlone(desk) : null,
    withLead
      ? timed('Lead function (and the Auth emulator) under firebase-tools started', () =>
          startLeadFunction(BROWSER_PHASES ? { authPort: desk.auth } : {}),
        )
      : null,
    BROWSER_PHASES && !ONE_STACK ? startEmulator({ port: office.firestore, rules }) : null,
    BROWSER_PHASES && !ONE_STACK ? authAlone(office) : null,
  ])
  const [deskStore, deskAuth, lead, officeStore, officeAuth] = results.map((r) =>
    r.status === 'fulfilled' ? r.value : null,
  )
  const started: Started = {
    desk: BROWSER_PHASES
      ? { stack: desk, firestore: deskStore as Emulator, auth: deskAuth as AuthEmulator }
      : null,
    office: BROWSER_PHASES
      ? { stack: office, firestore: officeStore as Emulator, auth: officeAuth as AuthEmulator }
      : null,
    lead: lead as LeadFunction | null,
  }
  const failed = results.find((r) => r.status === 'rejected')
  if (failed) {
    await stopAll(started)
    throw failed.reason
  }
  return started
}

const stopAll = ({ desk, office, lead }: Started) =>
  Promise.all(
    [desk, ONE_STACK ? null : office]
      .flatMap((s) => [s?.firestore?.stop(), s?.auth?.stop()])
      .concat(lead?.stop()),
  )

async function browserPhases(desk: Running, office: Running): Promise<void> {
  // Under `npm test`, the build beside this step first: both would fill the same image cache.
  await gateOpened()
  const browser = PHASES.has('browser')
  const playwright = (running: Running, specs: string[]) =>
    runBeside(
      `Browser tests against the emulators, ${running.stack.site} stack (Playwright)`,
      'npx',
      ['playwright', 'test', '--config', 'scripts/firestore/playwright.config.ts', ...specs],
      stackEnv(running),
    )
  const deskSpecs = browser ? specsFor(desk.stack, BROWSER_SPECS) : null
  const officeSpecs = browser ? specsFor(office.stack, BROWSER_SPECS) : null
  const journey = () =>
    timed('The journey and the hostile corpus (desk, snapshot, build, checks)', () =>
      journeyPhase({
        emulatorHost: office.firestore.host,
        authHost: office.auth.host,
        siteDir: office.stack.siteDir,
        run,
      }),
    )
  if (ONE_STACK) {
    buildSite(desk, run)
    if (deskSpecs) await playwright(desk, deskSpecs)
    if (officeSpecs) await playwright(office, officeSpecs)
    if (PHASES.has('journey')) await journey()
    return
  }
  if (deskSpecs) buildSite(desk, run)
  const deskRun = deskSpecs ? playwright(desk, deskSpecs) : Promise.resolve()
  deskRun.catch(() => undefined)
  const officeRun = (async () => {
    if (!(officeSpecs || PHASES.has('journey'))) return
    if (deskSpecs && process.env.FIRESTORE_REUSE_BUILD !== '1') copySite(desk, office)
    else buildSite(office, run)
    if (officeSpecs) await playwright(office, officeSpecs)
    if (PHASES.has('journey')) await journey()
  })()
  const failed = (await Promise.allSettled([deskRun, officeRun])).find(
    (r) => r.status === 'rejected',
  )
  if (failed) throw failed.reason
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
