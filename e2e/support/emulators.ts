import { emulatorAdmin } from '../../scripts/firestore/admin'
import { PROJECT_ID } from '../../scripts/firestore/emulator'

/** The emulators' hosts that `npm run test:firestore` hands the browser tests, or a clear error. */
export function emulatorHosts(): { host: string; authHost: string } {
  const host = process.env.FIRESTORE_EMULATOR_HOST
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (!host || !authHost)
    throw new Error(
      'FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST unset: run `npm run test:firestore`',
    )
  return { host, authHost }
}

/** A 390 px phone, as the desk's phone tests use it. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
}

/** Admin access to the Firestore emulator, the Auth emulator's address, and a reset of both. */
export function deskEmulators() {
  const { host, authHost } = emulatorHosts()
  const admin = emulatorAdmin(host)
  const reset = async () => {
    await admin.reset()
    await fetch(`http://${authHost}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
      method: 'DELETE',
    })
  }
  return { admin, host, authHost, reset }
}
