// Alerts as each server side wires them: the routes' dependencies and the function a stored lead
// is handed to (npm start's and the desk's onStored, production's trigger on leads/{id}).

import type { OwnerVerifier } from '../leads/owners'
import type { Lead } from '../leads/types'
import type { PushDeps } from './handler'
import { type NotifyReport, notifyNewLead } from './notify'
import { type PushSender, webPushSender } from './sender'
import type { SubscriptionStore } from './store'
import type { VapidKeys } from './vapid'

export interface LeadAlerts {
  /** For createServerApp's `push`; null without owner accounts (the routes answer 503). */
  routes: PushDeps['push']
  /** Never throws: alerts are not worth failing anything for. */
  notify: (lead: Lead) => Promise<NotifyReport | null>
  /** Resolves once every alert started so far has gone (a server's stop waits for it). */
  idle: () => Promise<void>
}

export function leadAlerts(options: {
  store: SubscriptionStore
  vapid: VapidKeys | null
  owners?: OwnerVerifier
  sender?: PushSender
  endpointAllowed?: (endpoint: URL) => boolean
  now: () => Date
  log: (line: string) => void
}): LeadAlerts {
  const { store, vapid, log, now } = options
  const sender = options.sender ?? (vapid ? webPushSender(vapid) : null)
  const running = new Set<Promise<unknown>>()
  return {
    routes: options.owners
      ? {
          owners: options.owners,
          store,
          vapid,
          sender,
          ...(options.endpointAllowed ? { endpointAllowed: options.endpointAllowed } : {}),
        }
      : null,
    notify: (lead) => {
      if (!sender) return Promise.resolve(null)
      const work = notifyNewLead(lead, store, sender, now).then(
        (report) => {
          if (report.sent || report.failed || report.dropped)
            log(
              `[push] ${lead.id}: alerted ${report.sent} device(s)${report.failed ? `, ${report.failed} failed` : ''}${report.dropped ? `, ${report.dropped} gone and dropped` : ''}`,
            )
          return report
        },
        (error: unknown) => {
          log(`[push] ${lead.id}: no alert (${String(error)})`)
          return null
        },
      )
      running.add(work)
      void work.finally(() => running.delete(work))
      return work
    },
    idle: async () => {
      while (running.size) await Promise.all([...running])
    },
  }
}
