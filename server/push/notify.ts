// One alert per new request to every device the owner added; a device its push service no longer
// knows (404, 410) is dropped. Nothing here throws for a device: one bad phone never stops another.
import type { Lead } from '../leads/types'
import { leadAlert } from './message'
import type { PushSender } from './sender'
import type { SubscriptionStore } from './store'
import type { PushDevice, PushMessage } from './types'

/** An event older than this (a trigger replayed late) would alert about old news: not sent. */
export const ALERT_MAX_AGE_MS = 15 * 60 * 1000

export interface NotifyReport {
  /** Why nothing was sent, when nothing was. */
  skipped: 'not a request' | 'too old' | 'no device' | null
  sent: number
  failed: number
  dropped: number
}

export async function sendToDevices(
  devices: PushDevice[],
  message: PushMessage,
  store: SubscriptionStore,
  sender: PushSender,
  clock: () => Date,
): Promise<Omit<NotifyReport, 'skipped'>> {
  const report = { sent: 0, failed: 0, dropped: 0 }
  await Promise.all(
    devices.map(async (device) => {
      const outcome = await sender.send(device, message)
      if (outcome.ok) report.sent++
      else if (outcome.gone) report.dropped++
      else report.failed++
      try {
        if (!outcome.ok && outcome.gone) await store.remove(device.id)
        else
          await store.recordOutcome(device.id, {
            at: clock().toISOString(),
            error: outcome.ok ? null : outcome.error,
          })
      } catch {
        // The alert went (or not) all the same; the list shows it stale until the next one.
      }
    }),
  )
  return report
}

export async function notifyNewLead(
  lead: Pick<Lead, 'id' | 'form' | 'fields' | 'receivedAt' | 'synthetic'>,
  store: SubscriptionStore,
  sender: PushSender,
  clock: () => Date,
): Promise<NotifyReport> {
  const none = { sent: 0, failed: 0, dropped: 0 }
  const message = leadAlert(lead)
  if (!message) return { skipped: 'not a request', ...none }
  if (clock().getTime() - Date.parse(lead.receivedAt) > ALERT_MAX_AGE_MS)
    return { skipped: 'too old', ...none }
  const devices = await store.list()
  if (!devices.length) return { skipped: 'no device', ...none }
  return { skipped: null, ...(await sendToDevices(devices, message, store, sender, clock)) }
}
