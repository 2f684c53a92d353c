// Driven over HTTP under CONTROL (`GET requests`, `POST answer`, `POST reset`).
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: unknown
}

export interface GithubReceiver {
  url: string
  requests: ReceivedRequest[]
  answer: (status: number, message?: string) => void
  close: () => Promise<void>
}

export const CONTROL = '/__stand-in/'

export async function startGithubReceiver(port: number): Promise<GithubReceiver> {
  const requests: ReceivedRequest[] = []
  let status = 204
  let message = ''
  const control = (action: string, body: unknown, res: ServerResponse) => {
    const asked = (body ?? {}) as { status?: unknown; message?: unknown }
    if (action === 'answer' && typeof asked.status === 'number') {
      status = asked.status
      message = typeof asked.message === 'string' ? asked.message : ''
    } else if (action === 'reset') {
      requests.length = 0
      status = 204
      message = ''
    } else if (action !== 'requests') return res.writeHead(404).end()
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(requests))
  }
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString()
    })
    req.on('end', () => {
      let body: unknown = raw
      try {
        body = JSON.parse(raw)
      } catch {}
      const path = req.url ?? ''
      if (path.startsWith(CONTROL)) return control(path.slice(CONTROL.length), body, res)
      requests.push({ method: req.method ?? '', path, headers: req.headers, body })
      if (status === 204) return res.writeHead(204).end()
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ message, documentation_url: 'https://docs.github.com/rest' }))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}`,
    requests,
    answer: (next, text = '') => {
      status = next
      message = text
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
