// No staff accounts here: their routes answer 503 (emulated.ts has them).
import { randomBytes } from 'node:crypto'
import { createServerApp } from './app'
import {
  deliverLead,
  type ForwardSettings,
  forwardSettingsFromEnv,
  sweepDeliveries,
} from './leads/delivery'
import { jsonlStore } from './leads/jsonlStore'
import { limitFromEnv, memoryLimiter } from './leads/limiter'
import { deliveryQueue, type LocalServerSide, runLocally, socketAddress } from './localRunner'

export type { LocalServerSide } from './localRunner'

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
  const queue = deliveryQueue(log)
  const report = (id: string, state: string, detail: string | null) =>
    log(`[leads] ${id} ${state}${detail ? `: ${detail}` : ''}`)

  const app = createServerApp({
    store,
    limiter: memoryLimiter(limitFromEnv(env.LEAD_RATE_LIMIT)),
    now,
    salt: env.LEAD_RATE_SALT || randomBytes(16).toString('hex'),
    clientAddress: socketAddress,
    forward,
    log,
    // At its turn, the lead as the store has it then: a sweep queued before may have sent it.
    onStored: (lead) => {
      if (!forward.url) return
      void queue.serially(async () => {
        const current = (await store.due(now(), Number.POSITIVE_INFINITY)).find(
          (due) => due.id === lead.id,
        )
        if (!current) return
        const delivery = await deliverLead(store, current, forward, now)
        report(lead.id, delivery.state, delivery.lastError)
      })
    },
  })
  return runLocally({
    app,
    queue,
    sweep: () => sweepDeliveries(store, forward, now),
    tickMs: Math.min(forward.retryBaseMs, 5000),
    log,
  })
}
