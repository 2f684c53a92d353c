/**
 * Who may write: the staff roles, carried as custom claims on a Firebase ID token and granted only
 * by `npm run editors` (scripts/editors/). A claim counts only on an address proved to be the
 * holder's (`email_verified`): without that, anyone who signs up first for a future editor's
 * address would inherit the grant (docs/decisions/0012-who-may-write.md). firestore.rules defines
 * the same two helpers (roles.test.ts); the server checks ID tokens with these (server/leads/owners.ts).
 */
export const ROLES = ['editor', 'owner'] as const
export type Role = (typeof ROLES)[number]

/** The claims these checks read, as an ID token carries them (anything else is ignored). */
export type RoleClaims = Readonly<Record<string, unknown>>

/** Posts and site content: an editor or the owner, on a verified address. */
export function isStaff(claims: RoleClaims): boolean {
  return claims.email_verified === true && (claims.editor === true || claims.owner === true)
}

/** Everything staff may do, plus leads: the owner, on a verified address. */
export function isOwner(claims: RoleClaims): boolean {
  return claims.email_verified === true && claims.owner === true
}

/** The role a token's claims grant, verified or not ("owner" outranks "editor"). */
export function grantedRole(claims: RoleClaims): Role | null {
  if (claims.owner === true) return 'owner'
  if (claims.editor === true) return 'editor'
  return null
}
