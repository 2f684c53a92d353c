// Plain DOM and sessionStorage only: the restoring half is inlined into every page.
export const RECOVERY_KEY = 'oak-ember:recovery'
export const RECOVERY_MAX_AGE_MS = 60_000

export interface RecoveryNote {
  url: string
  at: number
  scrollY: number
  focus: string | null
  forms: Record<string, Record<string, string>>
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

// The honeypot needs no exception: empty values are not kept.
function keptFields(form: HTMLFormElement): Field[] {
  return Array.from(form.elements).filter(
    (element): element is Field =>
      'value' in element &&
      'name' in element &&
      typeof element.name === 'string' &&
      element.name !== '' &&
      !['hidden', 'password', 'file', 'submit', 'button', 'checkbox', 'radio'].includes(
        (element as HTMLInputElement).type,
      ),
  )
}

function radioGroups(form: HTMLFormElement): Map<string, HTMLInputElement[]> {
  const groups = new Map<string, HTMLInputElement[]>()
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name)
      continue
    groups.set(element.name, [...(groups.get(element.name) ?? []), element])
  }
  return groups
}

export function captureForRecovery(doc: Document, win: Window): RecoveryNote {
  const forms: RecoveryNote['forms'] = {}
  for (const form of Array.from(doc.querySelectorAll<HTMLFormElement>('form[data-form]'))) {
    const values: Record<string, string> = {}
    for (const field of keptFields(form)) if (field.value) values[field.name] = field.value
    for (const [name, radios] of radioGroups(form)) {
      const chosen = radios.find((radio) => radio.checked)
      if (chosen) values[name] = chosen.value
    }
    if (Object.keys(values).length) forms[form.dataset.form ?? ''] = values
  }
  const active = doc.activeElement
  return {
    url: win.location.pathname + win.location.search,
    at: Date.now(),
    scrollY: win.scrollY,
    focus: active?.closest('form[data-form]') && active.id ? active.id : null,
    forms,
  }
}

export function saveForRecovery(doc: Document = document, win: Window = window): boolean {
  try {
    win.sessionStorage.setItem(RECOVERY_KEY, JSON.stringify(captureForRecovery(doc, win)))
    return true
  } catch {
    return false
  }
}

export function discardRecovery(win: Window = window): void {
  try {
    win.sessionStorage.removeItem(RECOVERY_KEY)
  } catch {
    // Nothing to discard.
  }
}

function readNote(win: Window): RecoveryNote | null {
  try {
    const raw = win.sessionStorage.getItem(RECOVERY_KEY)
    win.sessionStorage.removeItem(RECOVERY_KEY)
    const note = raw ? (JSON.parse(raw) as RecoveryNote) : null
    return note && typeof note.url === 'string' && typeof note.forms === 'object' ? note : null
  } catch {
    return null
  }
}

export function restoreAfterRecovery(doc: Document, win: Window): boolean {
  const note = readNote(win)
  const here = win.location.pathname + win.location.search
  if (!note || note.url !== here || !(Date.now() - note.at < RECOVERY_MAX_AGE_MS)) return false
  for (const [formId, values] of Object.entries(note.forms)) {
    const form = doc.querySelector<HTMLFormElement>(`form[data-form="${CSS.escape(formId)}"]`)
    if (!form) continue
    for (const field of keptFields(form)) {
      const value = values[field.name]
      if (typeof value === 'string' && !field.value) field.value = value
    }
    // A group is still as pre-rendered when nothing, or only its default, is checked.
    for (const [name, radios] of radioGroups(form)) {
      const current = radios.find((radio) => radio.checked)
      const noted = radios.find((radio) => radio.value === values[name])
      if (noted && (!current || current.defaultChecked)) noted.checked = true
    }
  }
  win.scrollTo(0, Number(note.scrollY) || 0)
  if (note.focus) doc.getElementById(note.focus)?.focus({ preventScroll: true })
  return true
}
