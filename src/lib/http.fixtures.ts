/**
 * Real HTTP servers on 127.0.0.1 for the request client's tests (node and jsdom alike):
 * one that answers per path, and a port where nothing listens.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface Received {
  method: string
  path: string
  contentType: string | undefined
  body: string
}

export interface TestServer {
  base: string
  received: Received[]
  close: () => Promise<void>
}

// jsdom's XMLHttpRequest enforces CORS like a browser (its page is on another origin).
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type, accept',
}

function answer(req: IncomingMessage, res: ServerResponse): void {
  switch (req.url) {
    case '/ok':
      res.writeHead(200, { ...CORS, 'Content-Type': 'application/json' })
      res.end('{"ok":true}')
      return
    case '/fail':
      res.writeHead(500, 'Internal Server Error', CORS)
      res.end('boom')
      return
    case '/inactive':
      res.writeHead(503, 'Workflow Inactive', CORS)
      res.end()
      return
    case '/silent':
      // Never answers: the client's timeout is the only way out.
      return
    default:
      res.writeHead(404, 'Not Found', CORS)
      res.end()
  }
}

export async function startTestServer(): Promise<TestServer> {
  const received: Received[] = []
  const sockets = new Set<Socket>()
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS)
      res.end()
      return
    }
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        contentType: req.headers['content-type'],
        body: Buffer.concat(chunks).toString('utf8'),
      })
      answer(req, res)
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    base: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A 127.0.0.1 URL on a port that was free a moment ago: connecting to it is refused. */
export async function refusedUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}/webhook/contact`
}
