// The browser phase's stacks: ports (docs/testing.md), folders, sites and their runs' environment.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import { ANALYTICS_SETTINGS } from '../../e2e/support/google'
import { DEPLOY_RECEIVER_PORT, deployDispatchEnv } from '../deploy/githubStandIn'
import type { AuthEmulator } from '../desk/authEmulator'
import { writeEmulatorFirebaseJson } from '../desk/hosting'
import { emulatorBuildEnv } from '../desk/site'
import type { Emulator } from './emulator'
import { LEAD_RECEIVER_PORT, leadForwardEnv } from './leadReceiver'
import { DESK_SPECS, EMULATOR_SITE_DIR, JOURNEY_SPECS } from './siteConfig'

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
export const AUTH_PORT = port('AUTH_TEST_PORT', 9199)

// The browser phase's two stacks, side by side, each emptied by its own specs only (decision 0052).
// The first stack's Auth emulator is the lead function's.
const DESK = {
  site: 'desk',
  firestore: port('FIRESTORE_BROWSER_TEST_PORT', 8181),
  auth: AUTH_PORT,
  e2e: port('FIRESTORE_E2E_PORT', 4341),
  leadReceiver: LEAD_RECEIVER_PORT,
  deployReceiver: DEPLOY_RECEIVER_PORT,
  siteDir: resolve(EMULATOR_SITE_DIR),
  mediaDir: resolve('.data/emulator-media'),
  specs: (spec: string) => DESK_SPECS.test(spec),
}
const isOfficeSpec = (spec: string) => !DESK_SPECS.test(spec) && !JOURNEY_SPECS.test(spec)
// FIRESTORE_STACKS=1: the office's specs run on the desk's stack, after the desk's.
export const ONE_STACK = process.env.FIRESTORE_STACKS === '1'
export const STACKS = [
  DESK,
  ONE_STACK
    ? { ...DESK, site: 'office', specs: isOfficeSpec }
    : {
        site: 'office',
        firestore: port('OFFICE_FIRESTORE_BROWSER_TEST_PORT', 8180),
        auth: port('OFFICE_AUTH_TEST_PORT', 9209),
        e2e: port('OFFICE_FIRESTORE_E2E_PORT', 4342),
        leadReceiver: port('OFFICE_LEAD_RECEIVER_TEST_PORT', 4351),
        deployReceiver: port('OFFICE_DEPLOY_RECEIVER_TEST_PORT', 4352),
        siteDir: resolve(`${EMULATOR_SITE_DIR}-office`),
        mediaDir: resolve('.data/emulator-media-office'),
        specs: isOfficeSpec,
      },
] as const
export type Stack = (typeof STACKS)[number]

export type Running = { stack: Stack; firestore: Emulator; auth: AuthEmulator }
/** How a step is run and timed (run-tests.ts). */
export type Run = (
  label: string,
  command: string,
  args: string[],
  env?: Record<string, string>,
) => void

/** A stack's site: built for its emulators, unless FIRESTORE_REUSE_BUILD keeps the last one. */
export function buildSite({ stack, firestore, auth }: Running, run: Run): void {
  const dir = stack.siteDir
  if (process.env.FIRESTORE_REUSE_BUILD === '1' && existsSync(join(dir, 'dist'))) return
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeEmulatorFirebaseJson(join(dir, 'firebase.json'), [firestore.host, auth.host])
  run(
    `Build of the ${stack.site} stack, for its emulators and analytics`,
    'node',
    ['scripts/prerender/ssg.mjs'],
    {
      BUILD_OUT_DIR: join(dir, 'dist'),
      ...emulatorBuildEnv(firestore.host, auth.host),
      ...ANALYTICS_SETTINGS,
    },
  )
}

export const stackEnv = ({ stack, firestore, auth }: Running): Record<string, string> => ({
  FIRESTORE_SITE: stack.site,
  FIRESTORE_EMULATOR_HOST: firestore.host,
  FIREBASE_AUTH_EMULATOR_HOST: auth.host,
  FIRESTORE_E2E_PORT: String(stack.e2e),
  EMULATOR_SITE_DIR: stack.siteDir,
  MEDIA_DIR: stack.mediaDir,
  ...leadForwardEnv(stack.leadReceiver),
  ...deployDispatchEnv(stack.deployReceiver),
})

/**
 * The office stack's site: the desk stack's build with the emulators' addresses swapped, the only
 * difference between the two builds (decision 0052). A build that no longer names them fails here.
 */
export function copySite(from: Running, to: Running): void {
  const dist = join(to.stack.siteDir, 'dist')
  rmSync(to.stack.siteDir, { recursive: true, force: true })
  cpSync(join(from.stack.siteDir, 'dist'), dist, { recursive: true })
  writeEmulatorFirebaseJson(join(to.stack.siteDir, 'firebase.json'), [
    to.firestore.host,
    to.auth.host,
  ])
  const swaps = [
    [from.firestore.host, to.firestore.host],
    [from.auth.host, to.auth.host],
  ] as const
  const found = new Set<string>()
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  for (const file of files.filter((f) => /\.(html|js|json|xml|txt|css)$/.test(f))) {
    const path = join(dist, file)
    const text = readFileSync(path, 'utf8')
    let swapped = text
    for (const [old, host] of swaps)
      if (swapped.includes(old)) {
        found.add(old)
        swapped = swapped.replaceAll(old, host)
      }
    if (swapped !== text) writeFileSync(path, swapped)
  }
  if (found.size < swaps.length)
    throw new Error(
      `The desk stack's build names no ${swaps.map(([old]) => old)}: build the office's`,
    )
}

/** FIRESTORE_BROWSER_SPECS (`args`) narrowed to a stack: its files and every option; null for none of them. */
export function specsFor(stack: Stack, args: string[]): string[] | null {
  const files = args.filter((arg) => !arg.startsWith('-'))
  const own = files.filter((file) => stack.specs(resolve(file)))
  if (files.length > 0 && own.length === 0) return null
  return args.filter((arg) => arg.startsWith('-') || own.includes(arg))
}
