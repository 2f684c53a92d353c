// Wired to triggers by functions/src/index.ts (docs/decisions/0014). The HTTP function does no work
// after answering: an instance may be throttled then.
import { randomBytes } from 'node:crypto'
import type { Firestore } from 'firebase-admin/firestore'
import type { Context, Hono } from 'hono'
import { createServerApp } from './app'
import { firestoreDeployRuns } from './deploy/firestoreRuns'
import { firestoreDispatchSlots } from './deploy/firestoreSlots'
import { type DispatchSettings, githubDispatcher } from './deploy/github'
import {
  deliverLead,
  type ForwardSettings,
  forwardSettingsFromEnv,
  sweepDeliveries,
} from './leads/delivery'
import { firestoreLimiter } from './leads/firestoreLimiter'
import { type FirestoreLeadStore, firestoreStore } from './leads/firestoreStore'
import { limitFromEnv } from './leads/limiter'
import type { OwnerVerifier } from './leads/owners'
import { purgeOldLeads } from './leads/retention'
import type { Delivery, Lead } from './leads/types'
import { firestoreContentReader } from './media/firestoreUses'
import type { MediaStore } from './media/store'
import { mediaUses } from './media/uses'
import { proofDeps } from './proof/routes'
import type { PushDeps } from './push/handler'

export interface CloudSettings {
  forwardUrl: string
  forwardSecret: string
  /** The same in every instance, so their counts agree; unset, each counts only what it sees. */
  salt: string
  /** LEAD_PROOF_SECRET: the daily lead path check's (server/proof/); unset or "none", it is refused. */
  proofSecret?: string
  env?: NodeJS.ProcessEnv
}

export interface CloudServerSide {
  app: Hono
  store: FirestoreLeadStore
  forward: ForwardSettings
  /** Null when the lead was not taken (see firestoreStore.claim). */
  deliverNew: (id: string) => Promise<Delivery | null>
  sweep: () => Promise<{ delivered: number; pending: number; failed: number }>
  /** A bad setting throws, deleting nothing. */
  purge: () => Promise<{ cutoff: string; deleted: number }>
}

export function cloudServerSide(
  db: Firestore,
  settings: CloudSettings,
  options: {
    clientAddress: (c: Context) => string
    owners?: OwnerVerifier
    media?: MediaStore
    deploy?: { dispatch: DispatchSettings | null }
    onStored?: (lead: Lead) => void
    /** The alerts' routes (server/push/service.ts); their trigger is the caller's. */
    push?: PushDeps['push']
    now?: () => Date
    log?: (line: string) => void
  },
): CloudServerSide {
  const env = settings.env ?? process.env
  const now = options.now ?? (() => new Date())
  const store = firestoreStore(db)
  const forward: ForwardSettings = {
    ...forwardSettingsFromEnv(env),
    url: settings.forwardUrl.trim() || null,
    secret: settings.forwardSecret.trim() || null,
  }
  const app = createServerApp({
    store,
    limiter: firestoreLimiter(db, limitFromEnv(env.LEAD_RATE_LIMIT)),
    now,
    salt: settings.salt || randomBytes(16).toString('hex'),
    clientAddress: options.clientAddress,
    forward,
    proof: proofDeps(settings.proofSecret, store),
    office: options.owners ? { owners: options.owners, store } : null,
    media:
      options.owners && options.media
        ? {
            staff: options.owners,
            store: options.media,
            uses: mediaUses(firestoreContentReader(db)),
          }
        : null,
    ...(options.owners && options.deploy
      ? {
          deploy: {
            staff: options.owners,
            dispatcher: options.deploy.dispatch ? githubDispatcher(options.deploy.dispatch) : null,
            runs: firestoreDeployRuns(db),
            slots: firestoreDispatchSlots(db),
          },
        }
      : {}),
    ...(options.onStored ? { onStored: options.onStored } : {}),
    ...(options.push ? { push: options.push } : {}),
    ...(options.log ? { log: options.log } : {}),
  })
  return {
    app,
    store,
    forward,
    deliverNew: async (id) => {
      // Unset, the lead waits (pending) until the address is set; the sweep then sends it.
      if (!forward.url) return null
      const lead = await store.claim(id, now())
      return lead ? deliverLead(store, lead, forward, now) : null
    },
    sweep: () => sweepDeliveries(store, forward, now),
    purge: () => purgeOldLeads(db, env, now()),
  }
}
