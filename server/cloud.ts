/**
 * The server side under Cloud Functions, as server/local.ts is under `npm start`: the one app and
 * the delivery paths that functions/src/index.ts wires to triggers (docs/decisions/0014). The HTTP
 * function does no work after answering: an instance may be throttled then.
 */
import { randomBytes } from 'node:crypto'
import type { Firestore } from 'firebase-admin/firestore'
import type { Context, Hono } from 'hono'
import { createServerApp } from './app'
import { firestoreDeployRuns } from './deploy/firestoreRuns'
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
import type { MediaStore } from './media/store'

export interface CloudSettings {
  /** LEAD_FORWARD_URL and LEAD_FORWARD_SECRET (the function's param and secret). */
  forwardUrl: string
  forwardSecret: string
  /**
   * LEAD_RATE_SALT (a secret): the same in every instance, so their counts agree. Unset, each
   * instance draws its own (as `npm start` does) and counts only what it sees.
   */
  salt: string
  /** LEAD_RATE_LIMIT and LEAD_RETRY_BASE_MS, from the environment as locally. */
  env?: NodeJS.ProcessEnv
}

export interface CloudServerSide {
  app: Hono
  store: FirestoreLeadStore
  forward: ForwardSettings
  /** One attempt for a lead just stored; null when it was not taken (see firestoreStore.claim). */
  deliverNew: (id: string) => Promise<Delivery | null>
  sweep: () => Promise<{ delivered: number; pending: number; failed: number }>
  /** Deletes the leads past LEAD_RETENTION_MONTHS (throws on a bad setting, deleting nothing). */
  purge: () => Promise<{ cutoff: string; deleted: number }>
}

export function cloudServerSide(
  db: Firestore,
  settings: CloudSettings,
  options: {
    clientAddress: (c: Context) => string
    /** Checks the owner's ID tokens for "send again"; without it that route answers 503. */
    owners?: OwnerVerifier
    /** Where the desk's photos go (Cloud Storage; the disk under the emulators); needs `owners`. */
    media?: MediaStore
    /** Publishing's deploy request (null dispatch: not set up). Without it, 503. */
    deploy?: { dispatch: DispatchSettings | null }
    /** Called once a new lead is stored (locally, to deliver it at once; see emulated.ts). */
    onStored?: (lead: Lead) => void
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
    office: options.owners ? { owners: options.owners, store } : null,
    media: options.owners && options.media ? { staff: options.owners, store: options.media } : null,
    ...(options.owners && options.deploy
      ? {
          deploy: {
            staff: options.owners,
            dispatcher: options.deploy.dispatch ? githubDispatcher(options.deploy.dispatch) : null,
            runs: firestoreDeployRuns(db),
          },
        }
      : {}),
    ...(options.onStored ? { onStored: options.onStored } : {}),
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
