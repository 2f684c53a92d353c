/**
 * The visit's first touch (landing query and referrer, capped), kept in sessionStorage for this
 * tab only. Written on pagehide or at send, not at load (docs/decisions/0015-first-touch.md).
 */
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

/** Notes this page as the visit's first touch, for keepFirstTouch to store. */
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

/** A landing URL's query with a campaign: a utm_ parameter or a Google click id, with a value. */
export const CAMPAIGN = /[?&](utm_[a-z]+|gclid)=[^&]/

/** Stores this page's note unless the visit has one, or has one without a campaign (0015). */
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
  } catch {
    // Storage unavailable: leads carry their page only.
  }
}
