import { BUILD_SETTINGS, type BuildSettings } from '../lib/buildSettings'

// Read without importing Firebase: the route shell, the build's CSP step and the tests ask too.
// Unset, the desk says it is not configured and loads no Firebase code.
export interface DeskSettings {
  apiKey: string
  projectId: string
  authDomain: string
  appId?: string
  /** Uploads are offered only when it is set. */
  storageBucket?: string
  /** The provider must also be enabled in the Firebase console. */
  google: boolean
  authEmulatorHost?: string
  firestoreEmulatorHost?: string
}

export function deskSettings(env: BuildSettings | undefined = BUILD_SETTINGS): DeskSettings | null {
  const apiKey = env?.VITE_FIREBASE_API_KEY?.trim()
  const projectId = env?.VITE_FIREBASE_PROJECT_ID?.trim()
  if (!env || !apiKey || !projectId) return null
  const optional = (value: string | undefined) => value?.trim() || undefined
  const settings: DeskSettings = {
    apiKey,
    projectId,
    authDomain: optional(env.VITE_FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`,
    google: env.VITE_DESK_GOOGLE_SIGN_IN === 'true',
  }
  const appId = optional(env.VITE_FIREBASE_APP_ID)
  const storageBucket = optional(env.VITE_FIREBASE_STORAGE_BUCKET)
  const authEmulatorHost = optional(env.VITE_AUTH_EMULATOR_HOST)
  const firestoreEmulatorHost = optional(env.VITE_FIRESTORE_EMULATOR_HOST)
  if (appId) settings.appId = appId
  if (storageBucket) settings.storageBucket = storageBucket
  if (authEmulatorHost) settings.authEmulatorHost = authEmulatorHost
  if (firestoreEmulatorHost) settings.firestoreEmulatorHost = firestoreEmulatorHost
  return settings
}
