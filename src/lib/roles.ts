/**
 * The staff roles as custom claims, counted only on a verified address; firestore.rules defines
 * the same helpers (docs/decisions/0012-who-may-write.md).
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
