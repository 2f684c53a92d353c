// In the writer's words, never Firestore's.
import { Offline } from './postWrites'

const PLAIN_REASONS: Record<string, string> = {
  'permission-denied':
    'the database refused it (if your role was changed, sign out and in again; or ask the owner)',
  unavailable: 'the database could not be reached',
  'deadline-exceeded': 'the database did not answer in time',
  'resource-exhausted': 'the database is busy; try again in a minute',
}

/**
 * `keptOnDevice: false` for forms that keep no local draft: their values stay only in the open page.
 */
export function failureMessage(error: unknown, { keptOnDevice = true } = {}): string {
  const code = (error as { code?: unknown } | null)?.code
  const reason =
    (typeof code === 'string' && PLAIN_REASONS[code]) ||
    (error instanceof Error ? error.message : String(error))
  const offline =
    error instanceof Offline || (typeof navigator !== 'undefined' && !navigator.onLine)
  const kept = keptOnDevice
    ? 'Your changes are kept on this device'
    : 'Your changes stay in the form while this page is open'
  return offline
    ? `You are offline: nothing was saved or published. ${kept}; save again once you are back online.`
    : `Not saved: ${reason}. ${kept}.`
}
