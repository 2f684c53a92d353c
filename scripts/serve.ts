// As Firebase Hosting serves it: superstatic on the same firebase.json.
import type { Server } from 'node:http'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import connect from 'connect'
import superstaticModule from 'superstatic'
import { fileServerSide, type NodeServerSide } from '../server/fileServerSide'

// superstatic is CommonJS with `exports.default`; Node's ESM interop wraps it once more.
const superstatic = ((superstaticModule as unknown as { default?: typeof superstaticModule })
  .default ?? superstaticModule) as typeof superstaticModule

import { ensureBuilt } from './prerender/ensureBuilt'

const ROOT = resolve(fileURLToPath(import.meta.url), '../..')

export interface ServeOptions {
  port?: number
  host?: string
  cwd?: string
  leadsFile?: string
  quiet?: boolean
  env?: NodeJS.ProcessEnv
  serverSide?: NodeServerSide
}

export interface RunningServer {
  server: Server
  url: string
  close: () => Promise<void>
}

export function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  // The repository's own dist/ is built first when a fresh clone has none.
  if (!options.cwd) ensureBuilt()
  const cwd = options.cwd ?? ROOT
  const leadsFile = options.leadsFile ?? join(cwd, '.data', 'leads.jsonl')
  const app = connect()
  const log = options.quiet ? () => {} : console.log
  const serverSide =
    options.serverSide ?? fileServerSide({ leadsFile, log, env: options.env ?? process.env })
  app.use(serverSide.middleware)
  app.use(
    superstatic({
      config: join(cwd, 'firebase.json'),
      cwd,
      compression: true,
      fallthrough: false,
      // firebase.json sends /api/** to the function: a path that matches only once superstatic
      // has normalised it goes there too, as in the hosting emulator.
      rewriters: { function: async () => serverSide.middleware },
    }),
  )
  const server = createServer(app)
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 4173, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolvePromise({
        server,
        url: `http://localhost:${port}`,
        close: async () => {
          await new Promise<void>((done) => server.close(() => done()))
          await serverSide.stop()
        },
      })
    })
  })
}

async function main() {
  const port = Number(process.env.PORT ?? 4173)
  const leadsFile = process.env.LEADS_FILE ? resolve(process.env.LEADS_FILE) : undefined
  const { url } = await startServer({ port, leadsFile, host: process.env.HOST ?? '127.0.0.1' })
  const forward = process.env.LEAD_FORWARD_URL
    ? 'forwarded to LEAD_FORWARD_URL'
    : 'kept only here (LEAD_FORWARD_URL unset)'
  console.log(`\n  Oak & Ember site:  ${url}/`)
  console.log(
    `  Leads:             ${leadsFile ?? join(ROOT, '.data', 'leads.jsonl')}, ${forward}\n`,
  )
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
