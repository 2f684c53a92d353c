/**
 * Accounts for local use and the tests, made in the Auth emulator with firebase-admin, each on a
 * verified address (as if its invitation link had been used): an owner, an editor, and a
 * signed-in user without a role.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import type { Role } from '../../src/lib/roles'
import { PROJECT_ID } from '../firestore/emulator'

export interface LocalAccount {
  email: string
  password: string
  role: Role | null
}

export const LOCAL_OWNER: LocalAccount = {
  email: 'owner@oakandember.example',
  password: 'desk-owner-1',
  role: 'owner',
}
export const LOCAL_EDITOR: LocalAccount = {
  email: 'editor@oakandember.example',
  password: 'desk-editor-1',
  role: 'editor',
}
export const LOCAL_WRITER: LocalAccount = {
  email: 'visitor@oakandember.example',
  password: 'not-an-editor-1',
  role: null,
}

/** Makes each account with its password and role, its address verified. */
export async function makeAccounts(authHost: string, accounts: LocalAccount[]): Promise<void> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost
  const app = initializeApp({ projectId: PROJECT_ID }, `accounts-${Date.now()}-${Math.random()}`)
  try {
    const auth = getAuth(app)
    for (const { email, password, role } of accounts) {
      const user = await auth.createUser({ email, password, emailVerified: true })
      if (role) await auth.setCustomUserClaims(user.uid, { [role]: true })
    }
  } finally {
    await deleteApp(app)
  }
}

/**
 * Does what the invited person does with the link `npm run editors -- add` prints: sets the
 * password, which proves the address (the Auth emulator's REST API, as Firebase's action page
 * calls it).
 */
export async function acceptInvitation(authHost: string, link: string, password: string) {
  const oobCode = new URL(link).searchParams.get('oobCode')
  if (!oobCode) throw new Error(`No oobCode in the link ${link}`)
  const url = `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-key`
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode, newPassword: password }),
  })
  if (!response.ok)
    throw new Error(`resetPassword answered ${response.status}: ${await response.text()}`)
}
