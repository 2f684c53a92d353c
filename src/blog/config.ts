import { BUILD_SETTINGS, type BuildSettings } from '../lib/buildSettings'

// Free of Firebase imports, so any page can ask without pulling in the SDK.
export interface LiveSettings {
  apiKey: string
  projectId: string
  appId?: string
  authDomain?: string
  emulatorHost?: string
}

export function liveSettings(env: BuildSettings | undefined = BUILD_SETTINGS): LiveSettings | null {
  if (!env) return null
  const apiKey = env.VITE_FIREBASE_API_KEY?.trim()
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim()
  if (!apiKey || !projectId) return null
  return {
    apiKey,
    projectId,
    ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
    ...(env.VITE_FIREBASE_AUTH_DOMAIN ? { authDomain: env.VITE_FIREBASE_AUTH_DOMAIN } : {}),
    ...(env.VITE_FIRESTORE_EMULATOR_HOST ? { emulatorHost: env.VITE_FIRESTORE_EMULATOR_HOST } : {}),
  }
}
