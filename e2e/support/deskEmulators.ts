import { emulatorAdmin } from '../../scripts/firestore/admin'
import { PROJECT_ID } from '../../scripts/firestore/emulator'

/**
 * The emulators a desk spec runs against (started by `npm run test:firestore`): admin access to
 * Firestore, the Auth emulator's address, and a reset of both to empty.
 */
export function deskEmulators() {
  const host = process.env.FIRESTORE_EMULATOR_HOST
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST
  if (!host || !authHost)
    throw new Error(
      'FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST unset: run `npm run test:firestore`',
    )
  const admin = emulatorAdmin(host)
  const reset = async () => {
    await admin.reset()
    await fetch(`http://${authHost}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
      method: 'DELETE',
    })
  }
  return { admin, authHost, reset }
}
