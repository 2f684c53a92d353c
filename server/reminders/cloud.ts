// The reminder as production runs it (functions/src/index.ts, remindWaitingLeads): leads, the
// owner's target and the records in Firestore, pushed to the devices the owner added.
import type { Firestore } from 'firebase-admin/firestore'
import { firestoreSubscriptionStore } from '../push/firestoreStore'
import { webPushSender } from '../push/sender'
import type { VapidKeys } from '../push/vapid'
import { firestoreReminderStore } from './firestoreStore'
import { type ReminderRun, remindWaitingLeads } from './remind'

export function cloudReminders(
  db: Firestore,
  options: { vapid: VapidKeys | null; now: () => Date; log: (line: string) => void },
): Promise<ReminderRun> {
  return remindWaitingLeads({
    store: firestoreReminderStore(db),
    devices: firestoreSubscriptionStore(db),
    sender: options.vapid ? webPushSender(options.vapid) : null,
    now: options.now,
    log: options.log,
  })
}
