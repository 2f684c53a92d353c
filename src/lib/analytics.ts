import type { BuildSettings } from './buildSettings'
import { firebaseConfig } from './firebaseConfig'

export interface PageTracker {
  pageView: (path: string, title: string) => void
  event: (name: string, path: string) => void
}

let started: Promise<PageTracker | null> | null = null

/** A build-time constant (./buildSettings.ts): a build without it drops the loader. */
export const ANALYTICS_BUILD = Boolean(
  import.meta.env.VITE_FIREBASE_API_KEY &&
    import.meta.env.VITE_FIREBASE_PROJECT_ID &&
    import.meta.env.VITE_FIREBASE_APP_ID &&
    import.meta.env.VITE_FIREBASE_MEASUREMENT_ID,
)

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
  // getToken rejects instead of logging when offline or blocked, so register through it first.
  await getToken(getInstallations(app))
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

export function startAnalytics(): Promise<PageTracker | null> {
  started ??= load().catch(() => null)
  return started
}
