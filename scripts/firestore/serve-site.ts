/**
 * Serves a build made by scripts/firestore/run-tests.ts like hosting, for the browser tests:
 * .data/emulator-site by default, or the folder SITE_DIR names (.data/hostile-site).
 *
 * With FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set (run-tests.ts sets both for
 * the emulator build's tests), the server side is the emulated one (server/emulated.ts): a form
 * posted on the site is a `leads` document in that emulator, and the desk's "send again" checks
 * real ID tokens. Leads go to LEAD_FORWARD_URL (run-tests.ts: a loopback port where a test may
 * listen with server/testing/automationHost.ts), signed with LEAD_FORWARD_SECRET. Without the
 * two emulators, leads go to .data/emulator-leads.jsonl.
 */
import { resolve } from 'node:path'
import { emulatedServerSide } from '../../server/emulated'
import { startServer } from '../serve'
import { PROJECT_ID } from './emulator'

const siteDir = resolve(process.env.SITE_DIR || '.data/emulator-site')
const port = Number(process.env.PORT ?? 4341)
const emulated = Boolean(
  process.env.FIRESTORE_EMULATOR_HOST && process.env.FIREBASE_AUTH_EMULATOR_HOST,
)
const { url } = await startServer({
  port,
  cwd: siteDir,
  leadsFile: resolve('.data/emulator-leads.jsonl'),
  quiet: true,
  ...(emulated ? { serverSide: emulatedServerSide({ projectId: PROJECT_ID, log: () => {} }) } : {}),
})
console.log(`${siteDir} on ${url}/, leads ${emulated ? 'in the Firestore emulator' : 'in a file'}`)
