import { BUILD_SETTINGS, type BuildSettings } from '../lib/buildSettings'

/**
 * What the editors' desk needs from the build's settings (VITE_*, ../lib/buildSettings.ts), read
 * without importing Firebase: the route shell, the build's Content-Security-Policy step and the
 * tests ask too. Unset (no API key or project), the desk says it is not configured and loads no
 * Firebase code.
 */
export interface DeskSettings {
  apiKey: string
  projectId: string
  authDomain: string
  appId?: string
  /** Firebase Storage bucket: uploads are offered only when it is set. */
  storageBucket?: string
  /** Show "Sign in with Google" (the provider must be enabled in the Firebase console). */
  google: boolean
  /** "host:port" of the Auth emulator (local use and tests only). */
  authEmulatorHost?: string
  /** "host:port" of the Firestore emulator (local use and tests only). */
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
