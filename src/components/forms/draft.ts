// In sessionStorage: a draft survives a reload in this tab and goes once delivered.
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

const pending = new Map<string, Record<string, string>>()
let flushQueued = false

function flushDrafts(): void {
  flushQueued = false
  for (const [formId, values] of pending) saveDraft(formId, values)
  pending.clear()
}

/** saveDraft after the next paint, latest values only; a page hidden or left saves at once. */
export function saveDraftSoon(formId: string, values: Record<string, string>): void {
  pending.set(formId, values)
  if (flushQueued) return
  flushQueued = true
  // Added once, however often this runs (the same listener).
  window.addEventListener('pagehide', flushDrafts)
  document.addEventListener('visibilitychange', flushDrafts)
  requestAnimationFrame(() => setTimeout(flushDrafts, 0))
}

export function clearDraft(formId: string): void {
  pending.delete(formId)
  try {
    window.sessionStorage.removeItem(PREFIX + formId)
  } catch {}
}
