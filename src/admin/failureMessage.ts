// In the writer's words, never Firestore's.
import { OFFLINE_SENTENCE, Offline } from './store/errors'

const PLAIN_REASONS: Record<string, string> = {
  'permission-denied':
    'the database refused it (if your role was changed, sign out and in again; or ask the owner)',
  unavailable: 'the database could not be reached',
  'deadline-exceeded': 'the database did not answer in time',
  'resource-exhausted': 'the database is busy; try again in a minute',
}

/** Every desk form keeps its changes on the device until saved or discarded (editing/drafts.ts). */
export function failureMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  const reason =
    (typeof code === 'string' && PLAIN_REASONS[code]) ||
    (error instanceof Error ? error.message : String(error))
  const offline =
    error instanceof Offline || (typeof navigator !== 'undefined' && !navigator.onLine)
  return offline ? OFFLINE_SENTENCE : `Not saved: ${reason}. Your changes are kept on this device.`
}
