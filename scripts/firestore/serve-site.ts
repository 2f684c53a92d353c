/** Serves the emulator-configured build (.data/emulator-site) like hosting, for the browser tests. */
import { resolve } from 'node:path'
import { startServer } from '../serve'

export const SITE_DIR = resolve('.data/emulator-site')
const port = Number(process.env.PORT ?? 4341)
const { url } = await startServer({
  port,
  cwd: SITE_DIR,
  inboxFile: resolve('.data/emulator-inbox.jsonl'),
  quiet: true,
})
console.log(`Emulator-configured site on ${url}/`)
