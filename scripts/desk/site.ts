/** The settings of a build that talks to the emulators: the blog refresh and the desk. */
import { PROJECT_ID } from '../firestore/emulator'

export function emulatorBuildEnv(firestoreHost: string, authHost: string): Record<string, string> {
  return {
    VITE_FIREBASE_API_KEY: 'demo-key',
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIRESTORE_EMULATOR_HOST: firestoreHost,
    VITE_AUTH_EMULATOR_HOST: authHost,
  }
}
