// The daily check as production runs it (functions/src/index.ts, proveLeadPath): through the
// public address, the result kept in Firestore and a failure pushed to the devices the owner added.
import type { Firestore } from 'firebase-admin/firestore'
import { firestoreSubscriptionStore } from '../push/firestoreStore'
import { webPushSender } from '../push/sender'
import type { VapidKeys } from '../push/vapid'
import { checkLeadPath, ownerAlert } from './check'
import { firestoreResults } from './firestoreResults'
import { proveLeadPath } from './prove'
import type { LeadPathCheck } from './results'
import { proofSecret } from './signature'

export function cloudLeadPathCheck(
  db: Firestore,
  options: {
    site: URL
    /** LEAD_PROOF_SECRET's value. */
    secret: string
    vapid: VapidKeys | null
    now: () => Date
    log: (line: string) => void
  },
): Promise<LeadPathCheck> {
  const { now, vapid } = options
  const secret = proofSecret(options.secret)
  return checkLeadPath({
    // Unset, the check cannot be made: that is reported like a failed one, so the owner hears.
    prove: secret
      ? () => proveLeadPath({ site: options.site, secret, now })
      : async () => ({
          at: now().toISOString(),
          ok: false,
          problem: 'setup',
          steps: [
            {
              step: 'ready',
              ok: false,
              detail: 'LEAD_PROOF_SECRET is not set for the functions (or is "none")',
            },
          ],
          leadId: null,
        }),
    site: options.site.origin,
    results: firestoreResults(db),
    alert: vapid ? ownerAlert(firestoreSubscriptionStore(db), webPushSender(vapid), now) : null,
    now,
    by: 'schedule',
    log: options.log,
  })
}
