// Only on a verified address; firestore.rules does the same (docs/decisions/0012-who-may-write.md).
export const ROLES = ['editor', 'owner'] as const
export type Role = (typeof ROLES)[number]

export type RoleClaims = Readonly<Record<string, unknown>>

export function isStaff(claims: RoleClaims): boolean {
  return claims.email_verified === true && (claims.editor === true || claims.owner === true)
}

export function isOwner(claims: RoleClaims): boolean {
  return claims.email_verified === true && claims.owner === true
}

export function grantedRole(claims: RoleClaims): Role | null {
  if (claims.owner === true) return 'owner'
  if (claims.editor === true) return 'editor'
  return null
}
