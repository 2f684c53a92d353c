/**
 * Contact-form drafts in sessionStorage: what a visitor typed survives a reload or a slip of
 * the back button, stays in this tab only, and is removed once the message is delivered.
 * Storage can be unavailable (privacy modes, quotas): then drafts are simply not kept.
 */
const PREFIX = 'oak-ember:draft:'

export function loadDraft(formId: string): Record<string, string> | null {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + formId)
    if (!raw) return null
    const value: unknown = JSON.parse(raw)
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null
    const draft: Record<string, string> = {}
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === 'string') draft[key] = field
    }
    return draft
  } catch {
    return null
  }
}

/** Whether this tab keeps a draft of the form (its part then starts at once, to restore it). */
export function hasDraft(formId: string): boolean {
  return loadDraft(formId) !== null
}

export function saveDraft(formId: string, values: Record<string, string>): void {
  try {
    if (Object.values(values).every((value) => value === '')) {
      window.sessionStorage.removeItem(PREFIX + formId)
    } else {
      window.sessionStorage.setItem(PREFIX + formId, JSON.stringify(values))
    }
  } catch {
    // Not kept; the form still works.
  }
}

export function clearDraft(formId: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + formId)
  } catch {
    // Nothing to clear.
  }
}
