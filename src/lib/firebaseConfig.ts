import type { FirebaseOptions } from 'firebase/app'
import { BUILD_SETTINGS, type BuildSettings } from './buildSettings'

/** The Firebase web settings, or null when incomplete: every Firebase feature then stays off. */
export function firebaseConfig(env: BuildSettings = BUILD_SETTINGS): FirebaseOptions | null {
  const apiKey = env.VITE_FIREBASE_API_KEY
  const projectId = env.VITE_FIREBASE_PROJECT_ID
  const appId = env.VITE_FIREBASE_APP_ID
  if (!apiKey || !projectId || !appId) return null
  return {
    apiKey,
    projectId,
    appId,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    ...(env.VITE_FIREBASE_MEASUREMENT_ID
      ? { measurementId: env.VITE_FIREBASE_MEASUREMENT_ID }
      : {}),
  }
}
