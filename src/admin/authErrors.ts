/** Firebase Auth's error codes in words an editor can act on. */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'That email and password do not match an account.',
  'auth/invalid-login-credentials': 'That email and password do not match an account.',
  'auth/wrong-password': 'That email and password do not match an account.',
  'auth/user-not-found': 'That email and password do not match an account.',
  'auth/invalid-email': 'That is not a valid email address.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, or reset your password.',
  'auth/network-request-failed': 'No connection to the sign-in service. Check your connection.',
  'auth/popup-closed-by-user': 'The Google window was closed before signing in.',
  'auth/popup-blocked': 'The browser blocked the Google window. Allow pop-ups for this site.',
}

export function authMessage(error: unknown): string {
  const code = (error as { code?: unknown })?.code
  if (typeof code === 'string' && MESSAGES[code]) return MESSAGES[code]
  return error instanceof Error ? error.message : String(error)
}
