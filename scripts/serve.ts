/**
 * Serves the built site exactly as Firebase Hosting would (superstatic, the engine of the hosting
 * emulator, reading the same firebase.json: redirects, trailing slashes, headers, 404.html), plus
 * the local inbox that stands in for the form webhooks.
 *
 *   npm run serve            # http://localhost:4173 (PORT overrides)
 *   INBOX_FILE=... npm run serve
 */
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import connect from 'connect'
import superstaticModule from 'superstatic'
import { createInbox } from './inbox'

// superstatic is CommonJS with `exports.default`; Node's ESM interop wraps it once more.
const superstatic = ((superstaticModule as unknown as { default?: typeof superstaticModule })
  .default ?? superstaticModule) as typeof superstaticModule

const ROOT = resolve(fileURLToPath(import.meta.url), '../..')

export interface ServeOptions {
  port?: number
  host?: string
  /** Folder holding firebase.json; its `hosting.public` folder is what gets served. */
  cwd?: string
  inboxFile?: string
  quiet?: boolean
}

export interface RunningServer {
  server: Server
  url: string
  close: () => Promise<void>
}

export function startServer(options: ServeOptions = {}): Promise<RunningServer> {
  const cwd = options.cwd ?? ROOT
  const inboxFile = options.inboxFile ?? join(cwd, '.data', 'inbox.jsonl')
  const app = connect()
  const log = options.quiet ? () => {} : console.log
  app.use(createInbox({ file: inboxFile, log }))
  app.use(
    superstatic({
      config: join(cwd, 'firebase.json'),
      cwd,
      compression: true,
      fallthrough: false,
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
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

async function main() {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
    console.error('dist/ is empty: run `npm run build` first (or `npm start`, which does both).')
    process.exit(1)
  }
  const port = Number(process.env.PORT ?? 4173)
  const inboxFile = process.env.INBOX_FILE ? resolve(process.env.INBOX_FILE) : undefined
  const { url } = await startServer({ port, inboxFile, host: process.env.HOST ?? '127.0.0.1' })
  console.log(`\n  Oak & Ember site:  ${url}/`)
  console.log(`  Form submissions:  ${inboxFile ?? join(ROOT, '.data', 'inbox.jsonl')}\n`)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
