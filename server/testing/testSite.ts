// For tests: `npm start`'s server side (server/fileServerSide.ts) on a loopback port, with a stand-in for
// n8n (server/testing/automationHost.ts). Never part of what is deployed.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileServerSide, type NodeServerSide } from '../fileServerSide'
import { type AutomationHost, automationHost } from './automationHost'

export const TEST_PROOF_SECRET = 'proof-secret-for-tests-only-0123456789abcdef'

export interface TestSite {
  url: string
  leadsFile: string
  n8n: AutomationHost
  lines: string[]
  stop: () => Promise<void>
}

export async function startTestSite(options: {
  dir: string
  env?: NodeJS.ProcessEnv
  now?: () => Date
}): Promise<TestSite> {
  const n8n = await automationHost()
  const leadsFile = join(options.dir, 'leads.jsonl')
  const lines: string[] = []
  const side: NodeServerSide = fileServerSide({
    leadsFile,
    env: {
      LEAD_FORWARD_URL: n8n.url,
      LEAD_FORWARD_SECRET: 'n8n-header-secret',
      LEAD_PROOF_SECRET: TEST_PROOF_SECRET,
      LEAD_RATE_SALT: 'test',
      ...options.env,
    },
    log: (line) => lines.push(line),
    ...(options.now ? { now: options.now } : {}),
  })
  const server = createServer((req, res) =>
    side.middleware(req, res, () => {
      res.statusCode = 404
      res.end()
    }),
  )
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    leadsFile,
    n8n,
    lines,
    stop: async () => {
      server.closeAllConnections()
      await new Promise((done) => server.close(done))
      await side.stop()
      await n8n.close()
    },
  }
}
