/**
 * Serves a build made by scripts/firestore/run-tests.ts like hosting, for the browser tests:
 * .data/emulator-site by default, or the folder SITE_DIR names (.data/hostile-site).
 */
import { resolve } from 'node:path'
import { startServer } from '../serve'

const siteDir = resolve(process.env.SITE_DIR || '.data/emulator-site')
const port = Number(process.env.PORT ?? 4341)
const { url } = await startServer({
  port,
  cwd: siteDir,
  leadsFile: resolve('.data/emulator-leads.jsonl'),
  quiet: true,
})
console.log(`${siteDir} on ${url}/`)
