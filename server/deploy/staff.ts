/**
 * Who may ask for a deploy: staff (an editor or the owner, on a verified address), proved by a
 * Firebase ID token. The staff twin of leads/owners.ts, with the same refusal codes and the same
 * revocation check, and the role read by the helper the desk and the rules share (src/lib/roles.ts).
 */
import type { Auth } from 'firebase-admin/auth'
import { isStaff } from '../../src/lib/roles'
import { REFUSED_TOKEN } from '../leads/owners'

export interface StaffCaller {
  uid: string
  email: string | null
  staff: boolean
}

export interface StaffVerifier {
  /** The caller a token proves, or null when it proves nothing; throws when it cannot tell. */
  verify(idToken: string): Promise<StaffCaller | null>
}

export function firebaseStaffVerifier(auth: Auth): StaffVerifier {
  return {
    async verify(idToken) {
      try {
        const claims = await auth.verifyIdToken(idToken, true)
        return { uid: claims.uid, email: claims.email ?? null, staff: isStaff(claims) }
      } catch (error) {
        if (REFUSED_TOKEN.has((error as { code?: string }).code ?? '')) return null
        throw error
      }
    },
  }
}
