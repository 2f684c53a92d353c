// Kept on this device, so a reload, a crash or a lost connection loses nothing.
import type { PostFormValues } from './postForm'

const PREFIX = 'oak-ember-desk:draft:'

export interface LocalDraft {
  values: PostFormValues
  savedAt: string
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
