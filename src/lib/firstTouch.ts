/**
 * The visit's first touch, noted as it arrives: the landing URL's query and the referring page,
 * raw and length-capped, in sessionStorage (this tab only, gone when it closes; no cookie). The
 * start-up loader, inlined into every page, does this before the app starts
 * (src/app/startup.ts); reading it (the named campaign fields, cleaned) is the forms' business,
 * at send time (./leadSource.ts).
 */
export const FIRST_TOUCH_KEY = 'oak-ember:first-touch'

/** More than any honest campaign link needs; what is cut is cleaned away later anyway. */
const MAX_RAW = 2000

export interface FirstTouchNote {
  search: string
  referrer: string
}

/**
 * Notes the first page of the visit once: a later page (reached by a link, which carries no
 * campaign) never overwrites it. Nothing is rendered from it, so it cannot upset hydration.
 */
export function noteFirstTouch(win: Window = window): void {
  try {
    if (win.sessionStorage.getItem(FIRST_TOUCH_KEY) !== null) return
    const note: FirstTouchNote = {
      search: win.location.search.slice(0, MAX_RAW),
      referrer: win.document.referrer.slice(0, MAX_RAW),
    }
    win.sessionStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify(note))
  } catch {
    // Storage unavailable: leads carry their page only.
  }
}
