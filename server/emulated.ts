// Photos go to disk (no Storage emulator here). Refuses to start without both emulators: it never
// writes to a real project.
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore } from 'firebase-admin/firestore'
import { cloudServerSide } from './cloud'
import { dispatchSettingsFromEnv } from './deploy/github'
import { firebaseOwnerVerifier } from './leads/owners'
import { DEFAULT_MEDIA_DIR, diskMediaStore } from './media/diskStore'
import {
  asNodeMiddleware,
  deliveryQueue,
  type NodeSideOptions,
  socketAddress,
} from './nodeMiddleware'
import { firestoreSubscriptionStore } from './push/firestoreStore'
import { leadAlerts } from './push/service'
import { localVapid } from './push/vapid'

export function emulatedServerSide(options: NodeSideOptions & { projectId: string }) {
  // firebase-admin reads these two from the process's own environment.
  const { FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST } = process.env
  if (!FIRESTORE_EMULATOR_HOST || !FIREBASE_AUTH_EMULATOR_HOST)
    throw new Error(
      'The emulated server side needs FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST: it only ever runs against the emulators.',
    )
  const env = options.env ?? process.env
  const log = options.log ?? console.log
  const firebase = initializeApp(
    { projectId: options.projectId },
    `emulated-server-${Date.now()}-${Math.random()}`,
  )
  const queue = deliveryQueue(log)
  const owners = firebaseOwnerVerifier(getAuth(firebase))
  // As in production (functions/src/index.ts), with a key pair of its own in .data/; a stand-in
  // push service on loopback may be subscribed too (e2e), never anything but https elsewhere.
  const alerts = leadAlerts({
    store: firestoreSubscriptionStore(getFirestore(firebase)),
    vapid: localVapid(env, '.data'),
    owners,
    endpointAllowed: (url) =>
      url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname),
    now: options.now ?? (() => new Date()),
    log,
  })
  const side = cloudServerSide(
    getFirestore(firebase),
    {
      forwardUrl: env.LEAD_FORWARD_URL ?? '',
      forwardSecret: env.LEAD_FORWARD_SECRET ?? '',
      salt: env.LEAD_RATE_SALT ?? '',
      env,
    },
    {
      clientAddress: socketAddress,
      owners,
      media: diskMediaStore(env.MEDIA_DIR || DEFAULT_MEDIA_DIR),
      // DEPLOY_GITHUB_* from env: a test's stand-in for GitHub, or unset (not set up).
      deploy: { dispatch: dispatchSettingsFromEnv(env) },
      // What the trigger on a new document does in the cloud.
      onStored: (lead) => {
        void alerts.notify(lead)
        void queue.serially(async () => {
          const delivery = await side.deliverNew(lead.id)
          if (delivery) log(`[leads] ${lead.id} ${delivery.state}`)
        })
      },
      push: alerts.routes,
      log,
      ...(options.now ? { now: options.now } : {}),
    },
  )
  const running = asNodeMiddleware({
    app: side.app,
    queue,
    sweep: side.sweep,
    tickMs: Math.min(side.forward.retryBaseMs, 5000),
    log,
  })
  return {
    middleware: running.middleware,
    stop: async () => {
      await running.stop()
      await alerts.idle()
      await deleteApp(firebase)
    },
  }
}
