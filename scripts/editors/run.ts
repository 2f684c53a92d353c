// Admin credentials, never a CI secret; a claim counts only on a verified address (decision 0012).
import type { Auth, UserRecord } from 'firebase-admin/auth'
import { grantedRole, type Role } from '../../src/lib/roles'

export interface Grant {
  user: UserRecord
  created: boolean
  link: string | null
}

export class GrantRefused extends Error {}

async function userByEmail(auth: Auth, email: string): Promise<UserRecord | null> {
  try {
    return await auth.getUserByEmail(email)
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null
    throw error
  }
}

/** The address Google vouches for: nobody else could have made the account. */
function googleOnly(user: UserRecord): boolean {
  return (
    user.emailVerified &&
    user.providerData.length === 1 &&
    user.providerData[0]?.providerId === 'google.com'
  )
}

function withRole(user: UserRecord, role: Role | null): Record<string, unknown> | null {
  const { editor: _editor, owner: _owner, ...rest } = user.customClaims ?? {}
  const claims = role ? { ...rest, [role]: true } : rest
  return Object.keys(claims).length ? claims : null
}

/** Refused unless made here, given a role here, or Google-only and verified (decision 0012). */
export async function grantRole(auth: Auth, email: string, role: Role): Promise<Grant> {
  const existing = await userByEmail(auth, email)
  if (existing && !grantedRole(existing.customClaims ?? {}) && !googleOnly(existing))
    throw new GrantRefused(
      `An account for ${email} already exists, and nothing shows that whoever made it holds that ` +
        'address (someone may have signed up for it first). Nothing was granted. Unless you know ' +
        'the account is theirs, delete it (Firebase console → Authentication → Users) and run ' +
        'this again: the script then makes the account itself and prints a link that proves the ' +
        'address. Someone who signs in with Google: sign in once with Google, then run this again.',
    )
  const user = existing ?? (await auth.createUser({ email, emailVerified: false }))
  await auth.setCustomUserClaims(user.uid, withRole(user, role))
  await auth.revokeRefreshTokens(user.uid)
  const updated = await auth.getUser(user.uid)
  const link = updated.emailVerified ? null : await auth.generatePasswordResetLink(email)
  return { user: updated, created: !existing, link }
}

/** Revokes refresh tokens too; an issued ID token still lasts up to an hour. */
export async function revokeRoles(auth: Auth, email: string): Promise<UserRecord | null> {
  const user = await userByEmail(auth, email)
  if (!user) return null
  await auth.setCustomUserClaims(user.uid, withRole(user, null))
  await auth.revokeRefreshTokens(user.uid)
  return auth.getUser(user.uid)
}

export async function listStaff(auth: Auth): Promise<UserRecord[]> {
  const staff: UserRecord[] = []
  let pageToken: string | undefined
  do {
    const page = await auth.listUsers(1000, pageToken)
    staff.push(...page.users.filter((u) => grantedRole(u.customClaims ?? {})))
    pageToken = page.pageToken
  } while (pageToken)
  return staff.sort((a, b) => (a.email ?? '').localeCompare(b.email ?? ''))
}
