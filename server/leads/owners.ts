// Checks revocation too, so a role taken back stops at once (docs/decisions/0012).
import type { Auth } from 'firebase-admin/auth'
import { isOwner, isStaff } from '../../src/lib/roles'

export interface Caller {
  uid: string
  email: string | null
  owner: boolean
  staff: boolean
}

export interface OwnerVerifier {
  /** Throws when it cannot tell (Auth unreachable). */
  verify(idToken: string): Promise<Caller | null>
}

/** firebase-admin's codes for a token that proves nothing; any other error is ours (a 503). */
const REFUSED_TOKEN = new Set([
  'auth/argument-error',
  'auth/id-token-expired',
  'auth/id-token-revoked',
  'auth/invalid-id-token',
  'auth/user-disabled',
  'auth/user-not-found',
])

export function firebaseOwnerVerifier(auth: Auth): OwnerVerifier {
  return {
    async verify(idToken) {
      try {
        const claims = await auth.verifyIdToken(idToken, true)
        return {
          uid: claims.uid,
          email: claims.email ?? null,
          owner: isOwner(claims),
          staff: isStaff(claims),
        }
      } catch (error) {
        if (REFUSED_TOKEN.has((error as { code?: string }).code ?? '')) return null
        throw error
      }
    },
  }
}
