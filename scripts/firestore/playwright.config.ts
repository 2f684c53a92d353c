import { DEPLOY_RECEIVER_PORT } from '../deploy/githubStandIn'
import { DESK_SPECS, EMULATOR_SITE_DIR, JOURNEY_SPECS, siteConfig } from './siteConfig'

export { DESK_SPECS, JOURNEY_SPECS }

// The journeys against the emulators: one site a phase, named by FIRESTORE_SITE (decision 0048).
const { FIRESTORE_SITE = 'office', JOURNEY_DESK_E2E_PORT = '4343' } = process.env

// Each browser stack has emulators, a build and a served site of its own: one worker a stack, since
// its specs empty its emulators (decision 0052). Ports and folders come from run-tests.ts.
const stack = (name: string, testMatch: RegExp, testIgnore: RegExp) => () =>
  siteConfig({
    name,
    testMatch,
    testIgnore,
    siteDir: EMULATOR_SITE_DIR,
    port: Number(process.env.FIRESTORE_E2E_PORT ?? 4341),
    workers: 1,
    timeout: 45_000,
    expectTimeout: 10_000,
    // GitHub's stand-in: where the served site's deploy requests go (run-tests.ts sets DEPLOY_*).
    servers: [
      { command: 'npx tsx scripts/deploy/serveGithubStandIn.ts', port: DEPLOY_RECEIVER_PORT },
    ],
  })

export const FIRESTORE_SITES = {
  desk: stack('emulators-desk', DESK_SPECS, JOURNEY_SPECS),
  // Every other *.firestore.ts, the office's among them: a new spec runs without being listed.
  office: stack(
    'emulators-office',
    /\.firestore\.ts$/,
    new RegExp(`${JOURNEY_SPECS.source}|${DESK_SPECS.source}`),
  ),
  // The journey's desk half signs in and sends photos through the browser phase's build.
  'journey-desk': () =>
    siteConfig({
      name: 'journey-desk',
      testMatch: /\/journey-desk\.firestore\.ts$/,
      siteDir: EMULATOR_SITE_DIR,
      port: Number(JOURNEY_DESK_E2E_PORT),
      workers: 1,
      timeout: 60_000,
      expectTimeout: 10_000,
    }),
  // The journey's build (journey.ts), whose blog is the hostile corpus: read-only, two at a time.
  journey: () =>
    siteConfig({
      name: 'journey',
      testMatch: /\/(journey-site|hostile|written-post)\.firestore\.ts$/,
      siteDir: '.data/journey-site',
      port: Number(process.env.JOURNEY_E2E_PORT ?? 4344),
      workers: 2,
      timeout: 30_000,
      expectTimeout: 7_000,
    }),
}

const site = FIRESTORE_SITES[FIRESTORE_SITE as keyof typeof FIRESTORE_SITES]
if (!site)
  throw new Error(`FIRESTORE_SITE=${FIRESTORE_SITE}: one of ${Object.keys(FIRESTORE_SITES)}`)
export default site()
