/**
 * The visit's first touch: the landing URL's query and the referring page, raw and length-capped,
 * kept in sessionStorage (this tab only, gone when it closes; no cookie). Reading it (the named
 * campaign fields, cleaned) is the forms' business, at send time (./leadSource.ts).
 *
 * The start-up loader, inlined into every page (src/app/startup.ts), takes the note as the page
 * arrives but does not touch storage then: a tab's first use of sessionStorage is a synchronous
 * round trip to the browser process, which cost 20 ms of a page's load on a slow phone-like host
 * (a CPU profile of `/`, 2026-11-24). The note is stored when the page is left (`pagehide`: a
 * link, a reload, a closed tab) or when a form asks for it, whichever comes first.
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

/**
 * Notes this page as the visit's first touch, for keepFirstTouch to store: a later page (reached
 * by a link, which carries no campaign) never overwrites it, and a later landing only when it
 * brings a campaign the first touch had not. Nothing is rendered from it, so it cannot upset
 * hydration.
 */
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

/**
 * Stores this page's note unless an earlier page of the visit stored one, with one exception: a
 * landing with a campaign replaces a first touch without one (the visitor came back through an
 * ad in the same tab); a first touch with a campaign is kept. docs/decisions/0015-first-touch.md.
 */
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
