// `npm run prove:leads -- URL`: the daily lead path check (server/proof/, decision 0044) against
// any deployment, from here. LEAD_PROOF_SECRET must be the deployment's. The result is kept, and
// a failure pushed to the devices, of the data folder `npm start` uses (`.data/`, or --data DIR):
// against `npm start` that is its owner's; against production the function proveLeadPath keeps
// its own (Firestore) and alerts the owner itself.
import { dirname, join, resolve } from 'node:path'
import { checkLeadPath, type OwnerAlert, ownerAlert } from '../server/proof/check'
import { DEFAULT_ANSWER_WITHIN_MS, proveLeadPath } from '../server/proof/prove'
import { fileResults, type LeadPathCheck, LOCAL_RESULTS_FILE } from '../server/proof/results'
import { proofSecret } from '../server/proof/signature'
import { devicesFileFor, diskSubscriptionStore } from '../server/push/diskStore'
import { webPushSender } from '../server/push/sender'
import { localVapid } from '../server/push/vapid'

const USAGE = 'Usage: LEAD_PROOF_SECRET=… npm run prove:leads -- URL [--data DIR] [--wait SECONDS]'

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}

function siteArgument(): string | undefined {
  const args = process.argv.slice(2)
  return args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'))
}

/** The devices of the data folder; the VAPID key is read (or made) only when there is one. */
function localAlert(leadsFile: string, now: () => Date): OwnerAlert {
  const store = diskSubscriptionStore(devicesFileFor(leadsFile))
  return async (message) => {
    if (!(await store.list()).length) return { sent: 0, failed: 0 }
    const sender = webPushSender(localVapid(process.env, dirname(leadsFile)))
    return ownerAlert(store, sender, now)(message)
  }
}

function formatCheck(check: LeadPathCheck, kept: string): string {
  return [
    `Lead path check of ${check.site} at ${check.at}`,
    '',
    ...check.steps.map((step) => `  ${step.ok ? '✓' : '✗'} ${step.label}: ${step.detail}`),
    '',
    check.ok ? `Result: ${check.summary}` : `Result: FAILED. ${check.summary}`,
    check.alert
      ? `Alerted ${check.alert.sent} device(s)${check.alert.failed ? `, ${check.alert.failed} did not take it` : ''}.`
      : '',
    `Kept in ${kept}.`,
  ]
    .filter(Boolean)
    .join('\n')
}

async function main(): Promise<number> {
  const given = siteArgument()
  let site: URL
  try {
    site = new URL(given ?? '')
  } catch {
    console.error(`${USAGE}\nThe site's address is missing or not a URL (got "${given ?? ''}").`)
    return 2
  }
  const secret = proofSecret(process.env.LEAD_PROOF_SECRET)
  if (!secret) {
    console.error(
      `${USAGE}\nLEAD_PROOF_SECRET is unset or shorter than 32 characters: give the deployment's.`,
    )
    return 2
  }
  const data = argValue('--data')
  const leadsFile = data
    ? join(resolve(data), 'leads.jsonl')
    : resolve(process.env.LEADS_FILE ?? '.data/leads.jsonl')
  const waitSeconds = Number(argValue('--wait'))
  const now = () => new Date()
  const check = await checkLeadPath({
    prove: () =>
      proveLeadPath({
        site,
        secret,
        now,
        answerWithinMs: waitSeconds > 0 ? waitSeconds * 1000 : DEFAULT_ANSWER_WITHIN_MS,
      }),
    site: site.origin,
    results: fileResults(dirname(leadsFile)),
    alert: localAlert(leadsFile, now),
    now,
    by: 'command',
    // The summary line is printed below, with the steps; trouble on the way is printed as it comes.
    log: (line) => {
      if (!/^\[proof\] (the lead path works|FAILED)/.test(line)) console.error(line)
    },
  })
  console.log(formatCheck(check, join(dirname(leadsFile), LOCAL_RESULTS_FILE)))
  return check.ok ? 0 : 1
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error)
    process.exitCode = 2
  },
)
