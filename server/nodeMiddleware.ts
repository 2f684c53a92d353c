// The server side as a Node server's middleware (`npm start`, the desk), retrying deliveries on a
// timer as the cloud's schedule does.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener, type HttpBindings } from '@hono/node-server'
import type { Context, Hono } from 'hono'
import { SERVER_PATH } from './app'

export interface NodeServerSide {
  middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void
  stop: () => Promise<void>
}

/** What both Node server sides take; unset, the process's own. */
export interface NodeSideOptions {
  env?: NodeJS.ProcessEnv
  log?: (line: string) => void
  now?: () => Date
}

export type SweepCounts = { delivered: number; pending: number; failed: number }

/** Only its salted hash is kept. */
export const socketAddress = (c: Context<{ Bindings: HttpBindings }>) =>
  c.env.incoming.socket.remoteAddress ?? 'unknown'

/** One delivery run at a time, so this process never sends a lead twice at once. */
export function deliveryQueue(log: (line: string) => void) {
  let running: Promise<unknown> = Promise.resolve()
  return {
    serially(work: () => Promise<unknown>): Promise<unknown> {
      running = running.then(work).catch((error) => log(`[leads] delivery error: ${String(error)}`))
      return running
    },
    idle: () => running,
  }
}

export function asNodeMiddleware(options: {
  app: Hono
  queue: ReturnType<typeof deliveryQueue>
  sweep: () => Promise<SweepCounts>
  tickMs: number
  log: (line: string) => void
}): NodeServerSide {
  const { app, queue, log } = options
  const listener = getRequestListener(app.fetch)
  const sweep = () =>
    queue.serially(async () => {
      const counts = await options.sweep()
      if (counts.delivered || counts.failed)
        log(
          `[leads] retried: ${counts.delivered} delivered, ${counts.pending} pending, ${counts.failed} failed`,
        )
    })
  const timer = setInterval(sweep, options.tickMs)
  timer.unref()
  void sweep()
  return {
    middleware: (req, res, next) => {
      if (SERVER_PATH.test(req.url ?? '')) void listener(req, res)
      else next()
    },
    stop: async () => {
      clearInterval(timer)
      await queue.idle()
    },
  }
}
