// The reminder's body (docs/decisions/0045), run every few minutes by the function remindWaitingLeads:
// one push for each request the owner has not contacted within the response target, sent only
// in business hours and never twice (the record is claimed before the push goes).
import {
  businessMs,
  durationWords,
  isBusinessTime,
  parseResponseTarget,
  type ResponseTargetId,
  targetMs,
} from '../../src/admin/office/responseTimes'
import { leadAlert } from '../push/message'
import { sendToDevices } from '../push/notify'
import type { PushSender } from '../push/sender'
import type { SubscriptionStore } from '../push/store'
import type { PushMessage } from '../push/types'
import type { ReminderOutcome, ReminderStore, WaitingLead } from './store'

const DAY = 24 * 3_600_000
/** Older requests are not reminded of: the longest target over a long weekend is well inside. */
export const REMINDER_WINDOW_MS = 7 * DAY

export interface ReminderDeps {
  store: ReminderStore
  devices: SubscriptionStore
  /** Null without a VAPID key: nothing can be sent, so nothing is claimed. */
  sender: PushSender | null
  now: () => Date
  log: (line: string) => void
}

export interface ReminderRun {
  skipped: 'closed' | 'not set up' | 'no device' | null
  target: ResponseTargetId | null
  /** Requests past the target, reminded of now or before. */
  due: number
  reminded: string[]
  outcome: ReminderOutcome
}

/** The lead's lock-screen summary (never the visitor's contact or message), as a reminder. */
export function reminderMessage(lead: WaitingLead, waitedMs: number): PushMessage | null {
  const alert = leadAlert(lead)
  if (!alert) return null
  return {
    title: `Not contacted yet: ${alert.title}`,
    body: `${alert.body} · waiting ${durationWords(waitedMs)} in business hours`,
    url: alert.url,
    tag: `reminder-${lead.id}`,
  }
}

/** The business-hours wait of a request nobody has contacted yet, else null. */
export function uncontactedWait(lead: WaitingLead, now: Date): number | null {
  if (lead.status !== 'new' || lead.contactedAt || !leadAlert(lead)) return null
  const received = new Date(lead.receivedAt)
  if (Number.isNaN(received.getTime())) return null
  return businessMs(received, now)
}

export async function remindWaitingLeads(deps: ReminderDeps): Promise<ReminderRun> {
  const { store, now } = deps
  const outcome: ReminderOutcome = { sent: 0, failed: 0, dropped: 0 }
  const run = (skipped: ReminderRun['skipped'], target: ResponseTargetId | null, due = 0) => ({
    skipped,
    target,
    due,
    reminded: [] as string[],
    outcome,
  })
  const at = now()
  const sender = deps.sender
  if (!isBusinessTime(at)) return run('closed', null)
  if (!sender) return run('not set up', null)
  const target = parseResponseTarget(await store.targetSetting())
  const limit = targetMs(target)
  const due = (await store.leadsSince(new Date(at.getTime() - REMINDER_WINDOW_MS))).flatMap(
    (lead) => {
      const waited = uncontactedWait(lead, at)
      const message = waited !== null && waited > limit ? reminderMessage(lead, waited) : null
      return message && waited !== null ? [{ lead, waited, message }] : []
    },
  )
  const result = run(null, target, due.length)
  await store.forgetBefore(new Date(at.getTime() - REMINDER_WINDOW_MS))
  if (!due.length) return result
  const devices = await deps.devices.list()
  if (!devices.length) return { ...result, skipped: 'no device' }
  for (const { lead, waited, message } of due) {
    const claimed = await store.claim({
      leadId: lead.id,
      at: at.toISOString(),
      target,
      waitedBusinessMs: waited,
    })
    if (!claimed) continue
    const report = await sendToDevices(devices, message, deps.devices, sender, now)
    result.reminded.push(lead.id)
    outcome.sent += report.sent
    outcome.failed += report.failed
    outcome.dropped += report.dropped
    await store.settle(lead.id, report).catch((error: unknown) => {
      deps.log(`[reminders] ${lead.id}: outcome not kept (${String(error)})`)
    })
    deps.log(
      `[reminders] ${lead.id}: reminded ${report.sent} device(s) after ${durationWords(waited)}`,
    )
  }
  return result
}
