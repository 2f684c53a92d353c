// A stand-in for n8n in tests and under `npm run desk`; never part of what is deployed.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface AutomationHost {
  got: { headers: IncomingHttpHeaders; body: Record<string, string> }[]
  state: { status: number; answer: 'workflow' | 'empty' }
  url: string
  server: Server
  close: () => Promise<void>
}

/**
 * Answers as the lead workflow does: on a 2xx, `{ ok: true, id }` with the lead's `X-Lead-Id`
 * (n8n/lead-intake.json); `answer: 'empty'` gives the status with an empty body instead, as n8n
 * does for a failed execution.
 */
export async function automationHost({
  port = 0,
  status = 200,
  answer = 'workflow',
}: {
  port?: number
  status?: number
  answer?: 'workflow' | 'empty'
} = {}): Promise<AutomationHost> {
  const got: AutomationHost['got'] = []
  const state = { status, answer }
  const server = createServer((req, res) => {
    let data = ''
    req.on('data', (chunk) => {
      data += chunk
    })
    req.on('end', () => {
      got.push({ headers: req.headers, body: JSON.parse(data) })
      const id = req.headers['x-lead-id']
      const acknowledged = state.status >= 200 && state.status < 300 && state.answer === 'workflow'
      res
        .writeHead(state.status, { 'Content-Type': 'application/json' })
        .end(acknowledged ? JSON.stringify({ ok: true, id }) : state.answer === 'empty' ? '' : '{}')
    })
  })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook/leads`
  const close = () =>
    new Promise<void>((done) => (server.listening ? server.close(() => done()) : done()))
  return { got, state, url, server, close }
}
