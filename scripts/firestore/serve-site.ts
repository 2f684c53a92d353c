// With both emulator hosts set the server side is the emulated one (server/emulated.ts): leads are
// `leads` documents, forwarded to LEAD_FORWARD_URL; without them, leads go to a JSONL file.
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
