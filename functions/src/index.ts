/**
 * The Cloud Functions adapter: nothing here but the platform's wiring of server/cloud.ts (the
 * same Hono app as `npm start`, with Firestore as its store and limiter). Bundled by
 * functions/build.mjs into lib/index.js; firebase-functions and firebase-admin stay external
 * (functions/package.json, installed by the platform). Deployed by `firebase deploy`
 * (docs/going-live-leads.md); exercised under the emulator by `npm run test:firestore`.
 *
 *   api            POST /api/leads/{form}/ through the Hosting rewrite of /api/** (firebase.json),
 *                  and the owner's "send again", POST /api/leads/{id}/deliver (ID token checked),
 *                  and the desk's photos, /api/media (staff; GET /api/media/{hash} also to anyone
 *                  once published content uses it, decision 0041; kept in the default bucket,
 *                  which storage.rules close to every client)
 *                  and publishing's deploy request, POST /api/deploy (staff ID token checked)
 *                  and the office's alerts, /api/push/key and /api/push/subscriptions (owner only)
 *   deliverNewLead a new leads/{id}: one delivery attempt at once
 *   alertNewLead   a new leads/{id}: a push to each device the owner added (server/push/), apart
 *                  from the delivery so that n8n's trouble never holds an alert back
 *   sweepLeads     every 5 minutes: the attempts that are due (retries with backoff)
 *   purgeOldLeads  daily: deletes the leads older than LEAD_RETENTION_MONTHS (default 24)
 *   proveLeadPath  daily at 7:00 Eastern: one signed test request through the public address to
 *                  n8n's answer and removed (server/proof/, decision 0044); the result in
 *                  leadPathChecks/latest for the office, a failure pushed to the owner's devices
 *   remindWaitingLeads every 5 minutes: one push per request not contacted within the owner's
 *                  response target, in business hours (server/reminders/, decision 0045)
 */
import { getRequestListener, type HttpBindings } from '@hono/node-server'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'
import { logger } from 'firebase-functions'
import { onDocumentCreated } from 'firebase-functions/firestore'
import { onRequest } from 'firebase-functions/https'
import { defineSecret, defineString } from 'firebase-functions/params'
import { onSchedule } from 'firebase-functions/scheduler'
import type { Context } from 'hono'
import { type CloudServerSide, cloudServerSide } from '../../server/cloud'
import { dispatchSettingsFromEnv } from '../../server/deploy/github'
import { hostedClientAddress } from '../../server/leads/clientAddress'
import { leadFromDoc } from '../../server/leads/firestoreStore'
import { firebaseOwnerVerifier } from '../../server/leads/owners'
import { cloudMediaStore } from '../../server/media/cloudStore'
import { cloudLeadPathCheck } from '../../server/proof/cloud'
import { firestoreSubscriptionStore } from '../../server/push/firestoreStore'
import { type LeadAlerts, leadAlerts } from '../../server/push/service'
import { vapidFromSetting } from '../../server/push/vapid'
import { cloudReminders } from '../../server/reminders/cloud'

const REGION = 'us-east1'

/** n8n's webhook for leads (its production URL, Header Auth on X-Lead-Secret). */
const LEAD_FORWARD_URL = defineString('LEAD_FORWARD_URL', {
  description: "n8n's production webhook URL that receives every lead",
})
/** The value n8n's Header Auth expects in X-Lead-Secret. */
const LEAD_FORWARD_SECRET = defineSecret('LEAD_FORWARD_SECRET')
/** Salt of the hashed client address the rate limit counts by. */
const LEAD_RATE_SALT = defineSecret('LEAD_RATE_SALT')
/**
 * Publishing's deploy request (docs/going-live.md): a fine-grained GitHub token that may start
 * the deploy workflow ("none" until dispatch is set up: the desk then says "at the next
 * scheduled build"), the repository, the workflow file and the branch it builds.
 */
const DEPLOY_GITHUB_TOKEN = defineSecret('DEPLOY_GITHUB_TOKEN')
const DEPLOY_GITHUB_REPO = defineString('DEPLOY_GITHUB_REPO', {
  default: '',
  description: 'owner/name of the GitHub repository whose deploy workflow publishing starts',
})
const DEPLOY_WORKFLOW = defineString('DEPLOY_WORKFLOW', { default: 'deploy.yml' })
const DEPLOY_REF = defineString('DEPLOY_REF', { default: 'main' })
const SECRETS = [LEAD_FORWARD_SECRET, LEAD_RATE_SALT]
/**
 * The daily lead path check's signature key (docs/going-live-leads.md): the site (api) takes a
 * request signed with it as the check's own, and proveLeadPath signs with it. "none" turns the
 * check off (it then reports itself not set up).
 */
const LEAD_PROOF_SECRET = defineSecret('LEAD_PROOF_SECRET')
const LEAD_PROOF_SITE_URL = defineString('LEAD_PROOF_SITE_URL', {
  default: '',
  description:
    "the site's public address the daily check posts through, e.g. https://www.example.com; unset, https://<project>.web.app",
})
/**
 * The office's alerts (docs/decisions/0042): the VAPID private key (`npx web-push
 * generate-vapid-keys`, its private half), or "none" until they are set up; the public key is
 * derived from it. The subject is who push services may contact: unset, the project's own
 * https://<project>.web.app.
 */
const PUSH_VAPID_PRIVATE_KEY = defineSecret('PUSH_VAPID_PRIVATE_KEY')
const PUSH_VAPID_SUBJECT = defineString('PUSH_VAPID_SUBJECT', {
  default: '',
  description: 'https: address or mailto: that push services may contact about the alerts',
})

let alertsSide: LeadAlerts | undefined
function alerts(): LeadAlerts {
  if (!alertsSide) {
    if (!getApps().length) initializeApp()
    const log = (line: string) => logger.info(line)
    alertsSide = leadAlerts({
      store: firestoreSubscriptionStore(getFirestore()),
      vapid: vapidFromSetting(
        PUSH_VAPID_PRIVATE_KEY.value(),
        PUSH_VAPID_SUBJECT.value() || `https://${process.env.GCLOUD_PROJECT}.web.app`,
        log,
      ),
      owners: firebaseOwnerVerifier(getAuth()),
      now: () => new Date(),
      log,
    })
  }
  return alertsSide
}

// Built on first use in each instance: params and secrets have values only at run time, not
// while the CLI loads this file to discover the functions.
let serverSide: CloudServerSide | undefined
function server(): CloudServerSide {
  if (!serverSide) {
    if (!getApps().length) initializeApp()
    serverSide = cloudServerSide(
      getFirestore(),
      {
        forwardUrl: LEAD_FORWARD_URL.value(),
        forwardSecret: LEAD_FORWARD_SECRET.value(),
        salt: LEAD_RATE_SALT.value(),
        proofSecret: LEAD_PROOF_SECRET.value(),
      },
      {
        // Hosting's X-Fah-Client-Ip, else what Google's front end appended to X-Forwarded-For,
        // never the entry a client writes (docs/decisions/0036-the-client-address.md).
        clientAddress: (c: Context<{ Bindings: HttpBindings }>) =>
          hostedClientAddress((name) => c.req.header(name), c.env.incoming.socket.remoteAddress),
        // The function's own service account verifies ID tokens: no role or secret to add.
        owners: firebaseOwnerVerifier(getAuth()),
        media: cloudMediaStore(() => getStorage().bucket()),
        deploy: {
          dispatch: dispatchSettingsFromEnv({
            DEPLOY_GITHUB_TOKEN: DEPLOY_GITHUB_TOKEN.value(),
            DEPLOY_GITHUB_REPO: DEPLOY_GITHUB_REPO.value(),
            DEPLOY_WORKFLOW: DEPLOY_WORKFLOW.value(),
            DEPLOY_REF: DEPLOY_REF.value(),
          }),
        },
        push: alerts().routes,
        log: (line) => logger.info(line),
      },
    )
  }
  return serverSide
}

// getRequestListener reads the body from req.rawBody, which the platform has already read.
// The handler resolves once the response is written: no work is left running after it.
let listener: ReturnType<typeof getRequestListener> | undefined
export const api = onRequest(
  {
    region: REGION,
    secrets: [...SECRETS, DEPLOY_GITHUB_TOKEN, PUSH_VAPID_PRIVATE_KEY, LEAD_PROOF_SECRET],
    invoker: 'public',
    maxInstances: 10,
    concurrency: 80,
  },
  async (req, res) => {
    listener ??= getRequestListener(server().app.fetch)
    await listener(req, res)
  },
)

/** An event older than this is the sweep's: the platform stops retrying it. */
const MAX_EVENT_AGE_MS = 10 * 60 * 1000

// Delivery failures are not errors here: the lead stays pending with its next attempt set, and
// sweepLeads retries it with backoff, so nothing is thrown for them. The platform's retry is for
// what did fail (Firestore unreachable while claiming or recording), and only for ten minutes.
// An event may come twice, or be retried after its attempt went out: the store's lease makes
// the repeat a no-op, and a delivered lead is never sent again.
export const deliverNewLead = onDocumentCreated(
  { document: 'leads/{id}', region: REGION, secrets: SECRETS, retry: true, maxInstances: 10 },
  async (event) => {
    const id = event.params.id
    if (Date.now() - Date.parse(event.time) > MAX_EVENT_AGE_MS) {
      logger.warn(`[leads] ${id}: event from ${event.time} left to the sweep`)
      return
    }
    const delivery = await server().deliverNew(id)
    if (delivery)
      logger.info(`[leads] ${id} ${delivery.state}`, {
        attempts: delivery.attempts,
        error: delivery.lastError,
      })
  },
)

// No retry: a repeated event would alert twice (the notification's tag replaces the first, but a
// phone may buzz again); a lost alert leaves the lead in the office, and its email on its way.
export const alertNewLead = onDocumentCreated(
  {
    document: 'leads/{id}',
    region: REGION,
    secrets: [PUSH_VAPID_PRIVATE_KEY],
    retry: false,
    maxInstances: 10,
  },
  async (event) => {
    const data = event.data?.data()
    if (!data) return
    const report = await alerts().notify(leadFromDoc(data))
    if (report?.failed) logger.warn(`[push] ${event.params.id}`, report)
  },
)

export const sweepLeads = onSchedule(
  {
    schedule: 'every 5 minutes',
    region: REGION,
    secrets: SECRETS,
    timeoutSeconds: 540,
    maxInstances: 1,
  },
  async () => {
    const counts = await server().sweep()
    if (counts.delivered || counts.pending || counts.failed) logger.info('[leads] sweep', counts)
  },
)

// Retention (server/leads/retention.ts): LEAD_RETENTION_MONTHS from functions/.env, like
// LEAD_RATE_LIMIT. A bad value throws before anything is deleted, and the run shows as failed.
// Deletes with the function's service account, which Firestore's rules do not apply to.
export const purgeOldLeads = onSchedule(
  {
    schedule: 'every day 03:30',
    timeZone: 'America/New_York',
    region: REGION,
    secrets: SECRETS,
    timeoutSeconds: 540,
    maxInstances: 1,
  },
  async () => {
    const { cutoff, deleted } = await server().purge()
    logger.info('[leads] retention', { cutoff, deleted })
  },
)

// Through Hosting, as a visitor's form posts: the path proved is the visitor's. No retry: the next
// day's check comes, and a failure has been pushed already. The result is logged as well.
export const proveLeadPath = onSchedule(
  {
    schedule: 'every day 07:00',
    timeZone: 'America/New_York',
    region: REGION,
    secrets: [LEAD_PROOF_SECRET, PUSH_VAPID_PRIVATE_KEY],
    timeoutSeconds: 300,
    maxInstances: 1,
  },
  async () => {
    if (!getApps().length) initializeApp()
    const log = (line: string) => logger.info(line)
    const check = await cloudLeadPathCheck(getFirestore(), {
      site: new URL(LEAD_PROOF_SITE_URL.value() || `https://${process.env.GCLOUD_PROJECT}.web.app`),
      secret: LEAD_PROOF_SECRET.value(),
      vapid: vapidFromSetting(
        PUSH_VAPID_PRIVATE_KEY.value(),
        PUSH_VAPID_SUBJECT.value() || `https://${process.env.GCLOUD_PROJECT}.web.app`,
        log,
      ),
      now: () => new Date(),
      log,
    })
    if (check.ok) logger.info('[proof] the lead path works', { steps: check.steps })
    else logger.warn(`[proof] ${check.summary}`, { problem: check.problem, steps: check.steps })
  },
)

// No retry: the next run comes in 5 minutes, and a run's record keeps it from reminding twice.
export const remindWaitingLeads = onSchedule(
  {
    schedule: 'every 5 minutes',
    region: REGION,
    secrets: [PUSH_VAPID_PRIVATE_KEY],
    timeoutSeconds: 120,
    maxInstances: 1,
  },
  async () => {
    if (!getApps().length) initializeApp()
    const log = (line: string) => logger.info(line)
    const run = await cloudReminders(getFirestore(), {
      vapid: vapidFromSetting(
        PUSH_VAPID_PRIVATE_KEY.value(),
        PUSH_VAPID_SUBJECT.value() || `https://${process.env.GCLOUD_PROJECT}.web.app`,
        log,
      ),
      now: () => new Date(),
      log,
    })
    if (run.reminded.length || run.outcome.failed) logger.info('[reminders] run', run)
  },
)
