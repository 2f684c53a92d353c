// One full load per URL within a window, never a loop: docs/decisions/0002-deferred-hydration.md
import { discardRecovery, saveForRecovery } from './recovery'

const MARKER = 'oak-ember:stale-reload'

// A second failure this soon after the reload means a blocked fetch, not a stale tab.
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

export interface RecoveryDeps {
  storage?: Storage
  reload?: (url: string) => void
  now?: () => number
}

let reloadUnderWay = false

export function reloadStarted(): boolean {
  return reloadUnderWay
}

// A reload when `url` is this page: the start-up loader restores a note only after a reload.
function reloadTo(url: string): void {
  const { pathname, search, hash } = window.location
  if (url === pathname + search + hash) window.location.reload()
  else window.location.assign(url)
}

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

export function recoverThisPage(error: unknown): boolean {
  if (reloadUnderWay) return true
  // The note is written first: the reload may begin the moment it is asked for.
  saveForRecovery()
  const { pathname, search, hash } = window.location
  if (recoverFromStaleBuild(error, `${pathname}${search}${hash}`)) return true
  discardRecovery()
  return false
}
