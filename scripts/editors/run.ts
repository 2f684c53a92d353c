/**
 * Who is an editor: Firebase Auth users with the custom claim `editor: true`, which
 * firestore.rules and storage.rules check. Granted and taken back here, with admin credentials
 * (never a CI secret: only someone who may manage users runs this).
 */
import type { Auth, UserRecord } from 'firebase-admin/auth'

export interface EditorChange {
  user: UserRecord
  /** The account did not exist and was made (it has no password yet). */
  created: boolean
}

async function userByEmail(auth: Auth, email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email)
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null
    throw error
  }
}

/** Grants the claim, making the account first when there is none (other claims are kept). */
export async function addEditor(auth: Auth, email: string): Promise<EditorChange> {
  const existing = await userByEmail(auth, email)
  const user = existing ?? (await auth.createUser({ email }))
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, editor: true })
  return { user: await auth.getUser(user.uid), created: !existing }
}

/**
 * Takes the claim back and revokes the account's refresh tokens, so no session can get a new ID
 * token. An ID token already issued stays valid until it expires (up to an hour): the rules read
 * the claim from it.
 */
export async function removeEditor(auth: Auth, email: string): Promise<UserRecord | null> {
  const user = await userByEmail(auth, email)
  if (!user) return null
  const { editor: _editor, ...rest } = user.customClaims ?? {}
  await auth.setCustomUserClaims(user.uid, Object.keys(rest).length ? rest : null)
  await auth.revokeRefreshTokens(user.uid)
  return auth.getUser(user.uid)
}

export async function listEditors(auth: Auth): Promise<UserRecord[]> {
  const editors: UserRecord[] = []
  let pageToken: string | undefined
  do {
    const page = await auth.listUsers(1000, pageToken)
    editors.push(...page.users.filter((u) => u.customClaims?.editor === true))
    pageToken = page.pageToken
  } while (pageToken)
  return editors.sort((a, b) => (a.email ?? '').localeCompare(b.email ?? ''))
}
