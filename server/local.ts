/**
 * The server side under `npm start`: the one app (app.ts) with the local ports. Leads go to an
 * append-only JSON-lines file (LEADS_FILE, default .data/leads.jsonl); each is forwarded as soon
 * as it is stored, and a timer retries what is pending, including what a previous run left.
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener, type HttpBindings } from '@hono/node-server'
import type { Context } from 'hono'
import { createServerApp, SERVER_PATH } from './app'
import {
  deliverLead,
  type ForwardSettings,
  forwardSettingsFromEnv,
  sweepDeliveries,
} from './leads/delivery'
import { jsonlStore } from './leads/jsonlStore'
import { limitFromEnv, memoryLimiter } from './leads/limiter'

export interface LocalServerSide {
  /** Connect-style middleware: answers the server's paths, passes the rest to `next`. */
  middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void
  /** Stops the retry timer and waits for deliveries under way. */
  stop: () => Promise<void>
}

export function localServerSide(options: {
  leadsFile: string
  env?: NodeJS.ProcessEnv
  log?: (line: string) => void
  now?: () => Date
}): LocalServerSide {
  const env = options.env ?? process.env
  const log = options.log ?? console.log
  const now = options.now ?? (() => new Date())
  const store = jsonlStore(options.leadsFile)
  const forward: ForwardSettings = forwardSettingsFromEnv(env)
  let running: Promise<unknown> = Promise.resolve()
  // One delivery run at a time, so a lead is never sent twice at once.
  const serially = (work: () => Promise<unknown>) => {
    running = running.then(work).catch((error) => log(`[leads] delivery error: ${String(error)}`))
    return running
  }
  const report = (id: string, state: string, detail: string | null) =>
    log(`[leads] ${id} ${state}${detail ? `: ${detail}` : ''}`)

  const app = createServerApp({
    store,
    limiter: memoryLimiter(limitFromEnv(env.LEAD_RATE_LIMIT)),
    now,
    salt: env.LEAD_RATE_SALT || randomBytes(16).toString('hex'),
    clientAddress: (c: Context<{ Bindings: HttpBindings }>) =>
      c.env.incoming.socket.remoteAddress ?? 'unknown',
    forward,
    log,
    onStored: (lead) => {
      if (!forward.url) return
      void serially(async () => {
        const delivery = await deliverLead(store, lead, forward, now)
        report(lead.id, delivery.state, delivery.lastError)
      })
    },
  })
  const listener = getRequestListener(app.fetch)

  const tick = Math.min(forward.retryBaseMs, 5000)
  const sweep = () =>
    serially(async () => {
      const counts = await sweepDeliveries(store, forward, now)
      if (counts.delivered || counts.failed)
        log(
          `[leads] retried: ${counts.delivered} delivered, ${counts.pending} pending, ${counts.failed} failed`,
        )
    })
  const timer = setInterval(sweep, tick)
  timer.unref()
  void sweep()

  return {
    middleware: (req, res, next) => {
      if (SERVER_PATH.test(req.url ?? '')) void listener(req, res)
      else next()
    },
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
