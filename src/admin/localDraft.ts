/**
 * Work in progress, kept on this device: every change to the form is written to localStorage, so
 * a reload, a crash or a lost connection loses nothing. Cleared when the post is saved, or when
 * the editor discards the changes.
 */
import type { PostFormValues } from './postForm'

const PREFIX = 'oak-ember-desk:draft:'

export interface LocalDraft {
  values: PostFormValues
  /** When the draft was last written (ISO). */
  savedAt: string
  /** The stored post's `updatedAt` the changes started from (null for a new post). */
  baseUpdatedAt: string | null
}

function key(postId: string): string {
  return `${PREFIX}${postId}`
}

export function readLocalDraft(postId: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(key(postId))
    if (!raw) return null
    const draft = JSON.parse(raw) as LocalDraft
    return draft && typeof draft.values?.title === 'string' ? draft : null
  } catch {
    return null
  }
}

export function writeLocalDraft(postId: string, draft: LocalDraft): void {
  try {
    localStorage.setItem(key(postId), JSON.stringify(draft))
  } catch {
    // Storage full or refused (private mode): the form still works, without the safety net.
  }
}

export function clearLocalDraft(postId: string): void {
  try {
    localStorage.removeItem(key(postId))
  } catch {
    // As above.
  }
}
