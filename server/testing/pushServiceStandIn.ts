// For tests: web-push-testing's push service, in this process on a loopback port. It makes
// subscriptions with keys of its own, checks each request's VAPID signature against the key the
// subscription was made with, decrypts the body (RFC 8291) with the subscription's private key and
// auth secret, and answers 201, or 410 for a subscription it was told to expire.

import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import type { DeviceSubscription } from '../push/types'

const require = createRequire(import.meta.url)

interface TestingServer {
  startServer(): void
  _server?: Server
}
type TestingServerClass = new (model: unknown, port: number) => TestingServer

export interface StandInSubscription extends DeviceSubscription {
  clientHash: string
}

export interface PushServiceStandIn {
  url: string
  subscribe(applicationServerKey: string): Promise<StandInSubscription>
  /** The decrypted bodies it received for a subscription, oldest first. */
  messages(clientHash: string): Promise<string[]>
  /** From now on it answers 410 Gone for this subscription. */
  expire(clientHash: string): Promise<void>
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as { port: number }
  await new Promise((done) => probe.close(done))
  return port
}

async function call(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`)
  return response.headers.get('content-type')?.includes('json') ? response.json() : null
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  // Its package.json names a main file it does not ship: the two modules are loaded by path.
  const Server = require('web-push-testing/src/server.js') as TestingServerClass
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
    PushApiModel: new () => unknown
  }
  const port = await freePort()
  const server = new Server(new PushApiModel(), port)
  const log = console.log
  console.log = () => {} // its "Server running on port …", written once it listens
  try {
    server.startServer()
    await new Promise<void>((done, fail) => {
      const listening = server._server
      if (!listening) return fail(new Error('web-push-testing did not start'))
      listening.once('listening', () => setImmediate(done))
    })
  } finally {
    console.log = log
  }
  const url = `http://localhost:${port}`
  return {
    url,
    async subscribe(applicationServerKey) {
      const { data } = (await call(`${url}/subscribe`, { applicationServerKey })) as {
        data: StandInSubscription
      }
      return data
    },
    async messages(clientHash) {
      const { data } = (await call(`${url}/get-notifications`, { clientHash })) as {
        data: { messages: string[] }
      }
      return data.messages
    },
    async expire(clientHash) {
      await call(`${url}/expire-subscription/${clientHash}`, {})
    },
    stop: () =>
      new Promise<void>((done) => {
        const listening = server._server
        if (!listening) return done()
        listening.closeAllConnections?.()
        listening.close(() => done())
      }),
  }
}
