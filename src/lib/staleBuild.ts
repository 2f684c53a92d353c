/**
 * A tab opened before a deploy still runs the old build. When it navigates, the old page chunks
 * and the old loader-data manifest are gone (their names carry the old build's hash), so the
 * import or the fetch fails. The cure is one full load of the target URL, which brings the new
 * build. A marker in sessionStorage makes sure that happens once per URL, never in a loop.
 */
const MARKER = 'oak-ember:stale-reload'
/** By default, a second failure this soon after a reload is a real error, not a stale tab. */
const LOOP_WINDOW_MS = 30_000

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

export interface RecoveryOptions {
  /** How long after a reload of the same URL another failure counts as a real error. */
  loopWindowMs?: number
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
 * Reloads `url` once if the error looks like a stale build. Returns true when a reload was
 * started (by this call or an earlier one on this page), false when the caller should show the
 * error instead.
 */
/**
 * A full load of `url`: a reload when it is this page (the start-up loader restores a recovery
 * note only after a reload, src/app/startup.ts), else a plain navigation.
 */
function reloadTo(url: string): void {
  const { pathname, search, hash } = window.location
  if (url === pathname + search + hash) window.location.reload()
  else window.location.assign(url)
}

export function recoverFromStaleBuild(
  error: unknown,
  url: string,
  options: RecoveryOptions = {},
): boolean {
  if (reloadUnderWay) return true
  const deps = {
    storage: options.storage ?? window.sessionStorage,
    reload: options.reload ?? reloadTo,
    now: options.now ?? Date.now,
  }
  if (!isStaleBuildError(error)) return false
  const previous = readMarker(deps.storage)
  const loopWindow = options.loopWindowMs ?? LOOP_WINDOW_MS
  if (previous && previous.url === url && deps.now() - previous.at < loopWindow) return false
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
