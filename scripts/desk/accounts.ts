/** Local and test accounts in the Auth emulator, verified: owner, editor, a user with no role. */
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

/** Sets the password as the invited person's link does, which proves the address. */
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
