/**
 * The one owner of stale-build recovery (docs/decisions/0002-deferred-hydration.md). A tab opened
 * before a deploy still runs the old build: its page chunks and loader-data manifest are gone, so
 * an import or fetch fails. The cure is one full load of the URL; a marker in sessionStorage makes
 * sure that happens once per URL within one window, never in a loop.
 */
import { discardRecovery, saveForRecovery } from './recovery'

const MARKER = 'oak-ember:stale-reload'

/**
 * A second failure of the same URL this soon after its reload is not a stale tab: the fetch is
 * blocked (a content blocker, a broken link). Long enough that a visitor who scrolls down slowly
 * after the reload is not sent round again.
 */
export const RECOVERY_LOOP_MS = 10 * 60 * 1000

const STALE_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /is not valid JSON/i,
  /Unexpected token '?<'?/i,
  /JSON\.parse/i,
]

export function isStaleBuildError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? '')
  return STALE_PATTERNS.some((pattern) => pattern.test(message))
}

interface Marker {
  url: string
  at: number
}

function readMarker(storage: Storage): Marker | null {
  try {
    const parsed = JSON.parse(storage.getItem(MARKER) ?? 'null') as Marker | null
    return parsed && typeof parsed.url === 'string' && typeof parsed.at === 'number' ? parsed : null
  } catch {
    return null
  }
}

/** Stand-ins for tests; the page uses sessionStorage, a real reload and the clock. */
export interface RecoveryDeps {
  storage?: Storage
  reload?: (url: string) => void
  now?: () => number
}

/** A full load this page has started already: every later failure is part of the same cure. */
let reloadUnderWay = false

/** Whether this page has started its recovery reload (it is about to be replaced). */
export function reloadStarted(): boolean {
  return reloadUnderWay
}

/**
 * A full load of `url`: a reload when it is this page (the start-up loader restores a recovery
 * note only after a reload, src/app/startup.ts), else a plain navigation.
 */
function reloadTo(url: string): void {
  const { pathname, search, hash } = window.location
  if (url === pathname + search + hash) window.location.reload()
  else window.location.assign(url)
}

/**
 * Reloads `url` once if the error looks like a stale build. Returns true when a reload was
 * started (by this call or an earlier one on this page), false when the caller should show the
 * error instead.
 */
export function recoverFromStaleBuild(
  error: unknown,
  url: string,
  options: RecoveryDeps = {},
): boolean {
  if (reloadUnderWay) return true
  const deps = {
    storage: options.storage ?? window.sessionStorage,
    reload: options.reload ?? reloadTo,
    now: options.now ?? Date.now,
  }
  if (!isStaleBuildError(error)) return false
  const previous = readMarker(deps.storage)
  if (previous && previous.url === url && deps.now() - previous.at < RECOVERY_LOOP_MS) return false
  try {
    deps.storage.setItem(MARKER, JSON.stringify({ url, at: deps.now() } satisfies Marker))
  } catch {
    // Storage may be full or blocked; without the marker we still reload once from here.
  }
  deps.reload(url)
  // Only the real reload ends this page; a test's stand-in does not.
  reloadUnderWay = options.reload === undefined
  return true
}

/**
 * For a part of the page whose code failed to load: reloads this page once, carrying over what
 * was typed, the scroll position and focus (./recovery.ts). False when the part should stay HTML.
 */
export function recoverThisPage(error: unknown): boolean {
  // A reload already under way (another part's, or the route's own) is left to finish.
  if (reloadUnderWay) return true
  // The note is written first: the reload may begin the moment it is asked for.
  saveForRecovery()
  const { pathname, search, hash } = window.location
  if (recoverFromStaleBuild(error, `${pathname}${search}${hash}`)) return true
  discardRecovery()
  return false
}
