// A stand-in for n8n in tests and under `npm run desk`; never part of what is deployed.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface AutomationHost {
  got: { headers: IncomingHttpHeaders; body: Record<string, string> }[]
  state: { status: number }
  url: string
  server: Server
  close: () => Promise<void>
}

export async function automationHost({ port = 0, status = 200 } = {}): Promise<AutomationHost> {
  const got: AutomationHost['got'] = []
  const state = { status }
  const server = createServer((req, res) => {
    let data = ''
    req.on('data', (chunk) => {
      data += chunk
    })
    req.on('end', () => {
      got.push({ headers: req.headers, body: JSON.parse(data) })
      res.writeHead(state.status).end('{}')
    })
  })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook/leads`
  const close = () =>
    new Promise<void>((done) => (server.listening ? server.close(() => done()) : done()))
  return { got, state, url, server, close }
}
