import { DEPLOY_RECEIVER_PORT } from '../deploy/githubStandIn'
import { EMULATOR_SITE_DIR, siteConfig } from './siteConfig'

// The journeys against the emulators: one site a phase, named by FIRESTORE_SITE (decision 0048).
const { FIRESTORE_SITE = 'emulators', JOURNEY_DESK_E2E_PORT = '4343' } = process.env

/** The journey's specs: they run on sites of their own, in the journey phase. */
export const JOURNEY_SPECS = /\/(journey-desk|journey-site|hostile|written-post)\.firestore\.ts$/

export const FIRESTORE_SITES = {
  // Every other *.firestore.ts: a new spec runs without being listed. One worker: they share the emulator.
  emulators: () =>
    siteConfig({
      name: 'emulators',
      testMatch: /\.firestore\.ts$/,
      testIgnore: JOURNEY_SPECS,
      siteDir: EMULATOR_SITE_DIR,
      port: Number(process.env.FIRESTORE_E2E_PORT ?? 4341),
      workers: 1,
      timeout: 45_000,
      expectTimeout: 10_000,
      // GitHub's stand-in: where the served site's deploy requests go (run-tests.ts sets DEPLOY_*).
      servers: [
        { command: 'npx tsx scripts/deploy/serveGithubStandIn.ts', port: DEPLOY_RECEIVER_PORT },
      ],
    }),
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
