import { onIdTokenChanged, type User } from 'firebase/auth'
import { useEffect, useState } from 'react'
import { grantedRole, isOwner, isStaff, type Role } from '../lib/roles'
import type { DeskFirebase } from './firebase'

export type Session =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | {
      state: 'signed-in'
      user: User
      role: Role | null
      /** May write: a role on a verified address (what the rules check, src/lib/roles.ts). */
      staff: boolean
      /** May see and work the leads: the owner on a verified address (isOwner, as the rules). */
      owner: boolean
    }

// A role granted or removed by `npm run editors` revokes the account's sessions, so it counts from
// the next sign-in.
export function useSession(firebase: DeskFirebase): Session {
  const [session, setSession] = useState<Session>({ state: 'loading' })
  useEffect(
    () =>
      onIdTokenChanged(firebase.auth, (user) => {
        if (!user) return setSession({ state: 'signed-out' })
        user.getIdTokenResult().then(
          ({ claims }) =>
            setSession({
              state: 'signed-in',
              user,
              role: grantedRole(claims),
              staff: isStaff(claims),
              owner: isOwner(claims),
            }),
          () => setSession({ state: 'signed-in', user, role: null, staff: false, owner: false }),
        )
      }),
    [firebase],
  )
  return session
}
