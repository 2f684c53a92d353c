// The daily check's body, a module with a clock (docs/decisions/0044): prove the path, tell the
// owner's devices at once when it fails (Web Push from here, so n8n's trouble cannot silence it),
// and keep the result for the office. functions/src/index.ts (proveLeadPath) and
// scripts/prove-leads.ts run it.
import { OFFICE_LEADS_PATH } from '../push/message'
import { sendToDevices } from '../push/notify'
import type { PushSender } from '../push/sender'
import type { SubscriptionStore } from '../push/store'
import type { PushMessage } from '../push/types'
import type { ProofRun } from './prove'
import type { LeadPathCheck, LeadPathResults } from './results'
import { problemTitle, problemWords, STEP_WORDS, sinceWords, WORKING_WORDS } from './words'

export type OwnerAlert = (message: PushMessage) => Promise<{ sent: number; failed: number }>

export const WORKING_TITLE = 'Requests reach you'
/** A later failure's notification replaces an earlier one's on the lock screen. */
export const ALERT_TAG = 'lead-path-check'

/** To every device the owner added for alerts; one its push service no longer knows is dropped. */
export function ownerAlert(
  store: SubscriptionStore,
  sender: PushSender,
  now: () => Date,
): OwnerAlert {
  return async (message) => {
    const report = await sendToDevices(await store.list(), message, store, sender, now)
    return { sent: report.sent, failed: report.failed }
  }
}

export interface CheckDeps {
  prove: () => Promise<ProofRun>
  /** The public address proved. */
  site: string
  results: LeadPathResults
  /** Null where no alert can be sent (no VAPID key): the result is kept all the same. */
  alert: OwnerAlert | null
  now: () => Date
  by: LeadPathCheck['by']
  log: (line: string) => void
}

export async function checkLeadPath(deps: CheckDeps): Promise<LeadPathCheck> {
  const run = await deps.prove()
  let previous: LeadPathCheck | null = null
  try {
    previous = await deps.results.latest()
  } catch (error) {
    deps.log(`[proof] the last result could not be read (${String(error)})`)
  }
  // The same failure as last time goes on from when it began.
  const failingSince = !run.problem
    ? null
    : previous && !previous.ok && previous.problem === run.problem
      ? (previous.failingSince ?? previous.at)
      : run.at
  const now = deps.now()
  const title = run.problem ? problemTitle(run.problem) : WORKING_TITLE
  const summary = run.problem
    ? problemWords(run.problem, sinceWords(new Date(failingSince ?? run.at), now))
    : WORKING_WORDS

  let alert: LeadPathCheck['alert'] = null
  if (run.problem && deps.alert) {
    try {
      alert = await deps.alert({ title, body: summary, url: OFFICE_LEADS_PATH, tag: ALERT_TAG })
    } catch (error) {
      deps.log(`[proof] the owner could not be alerted (${String(error)})`)
    }
  }
  const check: LeadPathCheck = {
    at: run.at,
    finishedAt: now.toISOString(),
    site: deps.site,
    ok: run.ok,
    problem: run.problem,
    failingSince,
    title,
    summary,
    steps: run.steps.map((step) => ({ ...step, label: STEP_WORDS[step.step] })),
    alert,
    by: deps.by,
  }
  deps.log(
    `[proof] ${check.ok ? 'the lead path works' : `FAILED (${check.problem}): ${check.summary}`}${alert ? ` (alerted ${alert.sent} device(s)${alert.failed ? `, ${alert.failed} failed` : ''})` : ''}`,
  )
  // Thrown after the alert went: a result that cannot be kept fails the run, visibly.
  await deps.results.save(check)
  return check
}
