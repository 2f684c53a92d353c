/**
 * Google Analytics 4 through Firebase Analytics, only when it is configured and the browser
 * supports it (IndexedDB, cookies, not an extension). The SDK is a dynamic import started when
 * the page is idle, so it never weighs on the first load; unconfigured, nothing loads and nothing
 * is logged.
 */
import type { BuildSettings } from './buildSettings'
import { firebaseConfig } from './firebaseConfig'

export interface PageTracker {
  pageView: (path: string, title: string) => void
  /** An action worth counting on a page (a call tap), with the page it happened on. */
  event: (name: string, path: string) => void
}

let started: Promise<PageTracker | null> | null = null

/**
 * Whether this build has analytics settings: a build-time constant, so a build without them
 * drops the loader entirely. Literal reads, each replaced by its one value (./buildSettings.ts).
 */
export const ANALYTICS_BUILD = Boolean(
  import.meta.env.VITE_FIREBASE_API_KEY &&
    import.meta.env.VITE_FIREBASE_PROJECT_ID &&
    import.meta.env.VITE_FIREBASE_APP_ID &&
    import.meta.env.VITE_FIREBASE_MEASUREMENT_ID,
)

/** Whether given settings enable analytics. */
export function analyticsEnabled(env: BuildSettings): boolean {
  return Boolean(firebaseConfig(env)?.measurementId)
}

async function load(): Promise<PageTracker | null> {
  const config = firebaseConfig()
  if (!config?.measurementId) return null
  const [
    { getApps, initializeApp, setLogLevel },
    { getAnalytics, isSupported, logEvent },
    { getInstallations, getToken },
  ] = await Promise.all([
    import('firebase/app'),
    import('firebase/analytics'),
    import('firebase/installations'),
  ])
  // Offline or blocked, the SDK would report its failed config fetch on the console; stay quiet.
  setLogLevel('silent')
  if (!(await isSupported())) return null
  // The blog's live refresh runs a named app of its own; analytics owns the default one.
  const app = getApps().find((a) => a.name === '[DEFAULT]') ?? initializeApp(config)
  // Analytics registers this browser with Firebase Installations through a call that reports a
  // failed registration with console.error, past the log level (offline, or the host blocked).
  // Registering first through getToken, which rejects instead, keeps such a visit silent: it
  // throws here, and startAnalytics resolves to null without starting the SDK.
  await getToken(getInstallations(app))
  // The first page view is sent by the SDK itself when it starts.
  const analytics = getAnalytics(app)
  return {
    pageView: (path, title) =>
      logEvent(analytics, 'page_view', {
        page_path: path,
        page_location: window.location.href,
        page_title: title,
      }),
    event: (name, path) => logEvent(analytics, name, { page_path: path }),
  }
}

/** Starts analytics once per tab; resolves to null when it is off or unsupported. */
export function startAnalytics(): Promise<PageTracker | null> {
  started ??= load().catch(() => null)
  return started
}
