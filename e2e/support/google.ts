import type { Page, Route } from '@playwright/test'

/**
 * Google's side of analytics for the build configured with Firebase settings
 * (scripts/firestore/run-tests.ts builds it with ANALYTICS_SETTINGS). The machines that run the
 * tests have no internet, so a test decides what Google's hosts do: answer as they would
 * (`answerGoogle`) or be unreachable (`cutOffGoogle`), never left to a DNS timeout.
 */
export const ANALYTICS_SETTINGS = {
  VITE_FIREBASE_APP_ID: '1:613842097731:web:5a1d6c1f0e2b4d7a9c3e8f',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-OAKEMBER01',
} as const

const GOOGLE = /^https:\/\/[^/]*\.(googleapis|googletagmanager|google-analytics|google)\.com\//

/** How each Google endpoint the SDK calls answers when it works (shapes from Firebase's REST docs). */
function answer(route: Route, projectId: string): Promise<void> {
  const request = route.request()
  const { hostname, pathname } = new URL(request.url())
  const json = (body: unknown) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })
  if (hostname === 'firebaseinstallations.googleapis.com' && request.method() === 'POST') {
    const sent = request.postDataJSON() as { fid?: string }
    if (pathname.endsWith('/installations')) {
      return json({
        name: `projects/${projectId}/installations/${sent.fid}`,
        fid: sent.fid,
        refreshToken: 'test-refresh-token',
        authToken: { token: 'test-auth-token', expiresIn: '604800s' },
      })
    }
    // A token refresh (generateAuthToken).
    return json({ token: 'test-auth-token', expiresIn: '604800s' })
  }
  if (hostname === 'firebase.googleapis.com' && pathname.endsWith('/webConfig')) {
    return json({
      projectId,
      appId: ANALYTICS_SETTINGS.VITE_FIREBASE_APP_ID,
      measurementId: ANALYTICS_SETTINGS.VITE_FIREBASE_MEASUREMENT_ID,
    })
  }
  // gtag.js: an empty script leaves the SDK's dataLayer in place for the test to read.
  if (hostname === 'www.googletagmanager.com') {
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  }
  return route.fulfill({ status: 204 })
}

/** Google's hosts answer as they do in production. */
export async function answerGoogle(page: Page, projectId: string): Promise<void> {
  await page.route(GOOGLE, (route) => answer(route, projectId))
}

/** Google's hosts are unreachable, as offline or behind a blocker. */
export async function cutOffGoogle(page: Page): Promise<void> {
  await page.route(GOOGLE, (route) => route.abort('internetdisconnected'))
}
