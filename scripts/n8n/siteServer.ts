// Each delivery outcome it logs is kept, so the test waits on them instead of sleeping.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileServerSide } from '../../server/fileServerSide'

export interface SiteServer {
  url: string
  outcome: (id: string, timeoutMs?: number) => Promise<string>
  close: () => Promise<void>
}

const OUTCOME = /^\[leads\] ([0-9a-f-]{36}) (.+)$/

export function startSiteServer(options: {
  port: number
  leadsFile: string
  env: NodeJS.ProcessEnv
  log: (line: string) => void
}): Promise<SiteServer> {
  const seen: { id: string; outcome: string }[] = []
  const waiting = new Set<(id: string, outcome: string) => void>()
  const log = (line: string) => {
    options.log(line)
    const match = OUTCOME.exec(line)
    if (!match?.[1] || !match[2]) return
    seen.push({ id: match[1], outcome: match[2] })
    for (const waiter of waiting) waiter(match[1], match[2])
  }
  const serverSide = fileServerSide({ leadsFile: options.leadsFile, env: options.env, log })
  const server = createServer((req, res) =>
    serverSide.middleware(req, res, () => {
      res.statusCode = 404
      res.end()
    }),
  )

  const outcome: SiteServer['outcome'] = (id, timeoutMs = 20_000) => {
    const index = seen.findIndex((entry) => entry.id === id)
    if (index >= 0) return Promise.resolve(seen.splice(index, 1)[0]?.outcome ?? '')
    return new Promise((resolve, reject) => {
      const waiter = (got: string, result: string) => {
        if (got !== id) return
        clearTimeout(timer)
        waiting.delete(waiter)
        seen.splice(
          seen.findIndex((entry) => entry.id === id),
          1,
        )
        resolve(result)
      }
      const timer = setTimeout(() => {
        waiting.delete(waiter)
        reject(new Error(`the site logged no delivery of lead ${id} within ${timeoutMs / 1000} s`))
      }, timeoutMs)
      waiting.add(waiter)
    })
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        outcome,
        close: async () => {
          await serverSide.stop()
          await new Promise((closed) => server.close(() => closed(undefined)))
        },
      })
    })
  })
}
