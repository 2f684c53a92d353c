// Imported only by the desk's lazy chunks, apart from the blog's Lite reads: a module shared by
// both became one chunk, putting the desk's writes in the post shell (e2e/desk-isolation.firestore.ts).
import { type FirebaseApp, getApp, getApps, initializeApp } from 'firebase/app'
import {
  type Auth,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth'
import { connectFirestoreEmulator, type Firestore, getFirestore } from 'firebase/firestore'
import type { DeskSettings } from './settings'

const APP_NAME = 'oak-ember-desk'

export interface DeskFirebase {
  app: FirebaseApp
  auth: Auth
  db: Firestore
  settings: DeskSettings
}

let instance: DeskFirebase | null = null

function hostPort(host: string): [string, number] {
  const [name = '127.0.0.1', port = '0'] = host.split(':')
  return [name, Number(port)]
}

export function deskFirebase(settings: DeskSettings): DeskFirebase {
  if (instance) return instance
  const app = getApps().some((a) => a.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp(
        {
          apiKey: settings.apiKey,
          projectId: settings.projectId,
          authDomain: settings.authDomain,
          ...(settings.appId ? { appId: settings.appId } : {}),
          ...(settings.storageBucket ? { storageBucket: settings.storageBucket } : {}),
        },
        APP_NAME,
      )
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    // The popup resolver (and the Google script it loads on demand) only when Google is offered.
    ...(settings.google ? { popupRedirectResolver: browserPopupRedirectResolver } : {}),
  })
  if (settings.authEmulatorHost)
    // No banner: it would be injected with inline styles, which the desk's policy refuses.
    connectAuthEmulator(auth, `http://${settings.authEmulatorHost}`, { disableWarnings: true })
  const db = getFirestore(app)
  if (settings.firestoreEmulatorHost)
    connectFirestoreEmulator(db, ...hostPort(settings.firestoreEmulatorHost))
  instance = { app, auth, db, settings }
  return instance
}
