import type { DeskFirebase } from '../firebase'

/** The signed-in editor's ID token, which the server checks on every photo request. */
export async function idToken({ auth }: Pick<DeskFirebase, 'auth'>): Promise<string> {
  const user = auth.currentUser
  if (!user) throw new Error('You are signed out: sign in again.')
  return user.getIdToken()
}
