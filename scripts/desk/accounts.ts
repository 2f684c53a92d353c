/** Accounts for local use and the tests, made in the Auth emulator with firebase-admin. */
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { addEditor } from '../editors/run'
import { PROJECT_ID } from '../firestore/emulator'

export const LOCAL_EDITOR = { email: 'editor@oakandember.example', password: 'desk-editor-1' }
export const LOCAL_WRITER = { email: 'visitor@oakandember.example', password: 'not-an-editor-1' }

/** Makes an account with a password; `editor` also grants the claim. */
export async function makeAccount(
  authHost: string,
  account: { email: string; password: string },
  editor: boolean,
): Promise<void> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost
  const app = initializeApp({ projectId: PROJECT_ID }, `accounts-${Date.now()}-${Math.random()}`)
  try {
    const auth = getAuth(app)
    await auth.createUser({ email: account.email, password: account.password })
    if (editor) await addEditor(auth, account.email)
  } finally {
    await deleteApp(app)
  }
}
