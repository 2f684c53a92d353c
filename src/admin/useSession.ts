import { onIdTokenChanged, type User } from 'firebase/auth'
import { useEffect, useState } from 'react'
import type { DeskFirebase } from './firebase'

export type Session =
  | { state: 'loading' }
  | { state: 'signed-out' }
  | { state: 'signed-in'; user: User; editor: boolean }

/**
 * Who is signed in, and whether their ID token carries the custom claim `editor: true` (what
 * firestore.rules and storage.rules check). A claim granted or removed by `npm run editors`
 * reaches a session with its next token, within the hour.
 */
export function useSession(firebase: DeskFirebase): Session {
  const [session, setSession] = useState<Session>({ state: 'loading' })
  useEffect(
    () =>
      onIdTokenChanged(firebase.auth, (user) => {
        if (!user) return setSession({ state: 'signed-out' })
        user.getIdTokenResult().then(
          (token) => setSession({ state: 'signed-in', user, editor: token.claims.editor === true }),
          () => setSession({ state: 'signed-in', user, editor: false }),
        )
      }),
    [firebase],
  )
  return session
}
