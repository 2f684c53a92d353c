// `npm start`'s server side: leads and devices in files beside LEADS_FILE, an in-memory limit.
// No staff accounts here: their routes answer 503 (emulated.ts has them).
import { randomBytes } from 'node:crypto'
import { dirname } from 'node:path'
import { createServerApp } from './app'
import {
  deliverLead,
  type ForwardSettings,
  forwardSettingsFromEnv,
  sweepDeliveries,
} from './leads/delivery'
import { jsonlStore } from './leads/jsonlStore'
import { limitFromEnv, memoryLimiter } from './leads/limiter'
import {
  asNodeMiddleware,
  deliveryQueue,
  type NodeServerSide,
  type NodeSideOptions,
  socketAddress,
} from './nodeMiddleware'
import { proofDeps } from './proof/routes'
import { devicesFileFor, diskSubscriptionStore } from './push/diskStore'
import { leadAlerts } from './push/service'
import { localVapid } from './push/vapid'

export type { NodeServerSide } from './nodeMiddleware'

export function fileServerSide(options: NodeSideOptions & { leadsFile: string }): NodeServerSide {
  const env = options.env ?? process.env
  const log = options.log ?? console.log
  const now = options.now ?? (() => new Date())
  const store = jsonlStore(options.leadsFile)
  const forward: ForwardSettings = forwardSettingsFromEnv(env)
  const queue = deliveryQueue(log)
  const report = (id: string, state: string, detail: string | null) =>
    log(`[leads] ${id} ${state}${detail ? `: ${detail}` : ''}`)
  // No owner accounts, so no office to add a device from; one added to the file is alerted.
  const alerts = leadAlerts({
    store: diskSubscriptionStore(devicesFileFor(options.leadsFile)),
    vapid: localVapid(env, dirname(options.leadsFile)),
    now,
    log,
  })

  const app = createServerApp({
    store,
    limiter: memoryLimiter(limitFromEnv(env.LEAD_RATE_LIMIT)),
    now,
    salt: env.LEAD_RATE_SALT || randomBytes(16).toString('hex'),
    clientAddress: socketAddress,
    forward,
    log,
    // Unset (the default), `npm run prove:leads` is refused: set it on both sides to check locally.
    proof: proofDeps(env.LEAD_PROOF_SECRET, store),
    // At its turn, the lead as the store has it then: a sweep queued before may have sent it.
    onStored: (lead) => {
      // Beside the delivery queue, not in it: a slow or absent n8n never holds an alert back.
      void alerts.notify(lead)
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
  const running = asNodeMiddleware({
    app,
    queue,
    sweep: () => sweepDeliveries(store, forward, now),
    tickMs: Math.min(forward.retryBaseMs, 5000),
    log,
  })
  return { ...running, stop: () => running.stop().then(alerts.idle) }
}
