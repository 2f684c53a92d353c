// Per tab; written on pagehide or at send, not at load (docs/decisions/0015-first-touch.md).
export const FIRST_TOUCH_KEY = 'oak-ember:first-touch'

/** More than any honest campaign link needs; what is cut is cleaned away later anyway. */
const MAX_RAW = 2000

/** Where the loader leaves this page's note for the app (the two are separate bundles). */
const PENDING = '__oakEmberFirstTouch'

export interface FirstTouchNote {
  search: string
  referrer: string
}

type NotingWindow = Window & { [PENDING]?: FirstTouchNote }

export function noteFirstTouch(win: Window = window): void {
  try {
    ;(win as NotingWindow)[PENDING] = {
      search: win.location.search.slice(0, MAX_RAW),
      referrer: win.document.referrer.slice(0, MAX_RAW),
    }
    win.addEventListener('pagehide', () => keepFirstTouch(win), { once: true })
  } catch {
    // The loader goes on whatever happens here: leads then carry their page only.
  }
}

export const CAMPAIGN = /[?&](utm_[a-z]+|gclid)=[^&]/

/** Keeps a stored note, unless it had no campaign and this page has one (0015). */
export function keepFirstTouch(win: Window = window): void {
  const note = (win as NotingWindow)[PENDING]
  if (!note) return
  try {
    const stored = win.sessionStorage.getItem(FIRST_TOUCH_KEY)
    // A stored note that cannot be read (the visitor can edit storage) is left as it is.
    if (
      stored === null ||
      (CAMPAIGN.test(note.search) && !CAMPAIGN.test(JSON.parse(stored).search))
    )
      win.sessionStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify(note))
    delete (win as NotingWindow)[PENDING]
  } catch {}
}
