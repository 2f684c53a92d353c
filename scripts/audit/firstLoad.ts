/**
 * The JavaScript a first visit to a page really costs: every script the browser requests while
 * the page loads and settles (including chunks imported dynamically at start-up, which no
 * modulepreload list shows), as Playwright records them, gzip-compressed.
 */
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'
import { CHROMIUM_ARGS, testBrowserPath } from '../browser'

export interface ScriptLoad {
  url: string
  gzipBytes: number
  firebase: boolean
  /** Which of the editors' desk's signatures the script carries (none, on a public page). */
  desk: DeskCode[]
}

const FIREBASE_SIGNATURE = /@firebase\/|FirebaseError/

/**
 * What only the editors' desk may load: Firebase Auth (its REST endpoints), Firestore writes (the
 * calls writes go through: Lite's `Commit` request, the full SDK's `Write` stream; reads use
 * RunQuery, BatchGetDocuments and Listen) and the desk's own code (its storage prefix and app name). e2e/desk-isolation.firestore.ts checks that the
 * desk's first load has all three, so a signature that stopped matching would fail there.
 */
export const DESK_SIGNATURES = {
  auth: /identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com/,
  'firestore-write': /["'`](Commit|Write)["'`],/,
  editor: /oak-ember-desk/,
} as const
export type DeskCode = keyof typeof DESK_SIGNATURES

function deskCode(source: string): DeskCode[] {
  return (Object.keys(DESK_SIGNATURES) as DeskCode[]).filter((k) => DESK_SIGNATURES[k].test(source))
}

/** The screens the first load is measured on: Lighthouse's phone, and a laptop. */
export const SCREENS = {
  phone: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const

export type Screen = keyof typeof SCREENS

export async function firstLoadScripts(
  origin: string,
  path = '/',
  screen: Screen = 'phone',
  /** Something on the page that shows it is done loading (default: the app has hydrated). */
  settled = 'html[data-hydrated="true"]',
): Promise<ScriptLoad[]> {
  const browser = await chromium.launch({ executablePath: testBrowserPath(), args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage(SCREENS[screen])
    const pending: Promise<ScriptLoad | null>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      pending.push(
        response
          .body()
          .then((body) => ({
            url: response.url(),
            gzipBytes: gzipSync(body, { level: 9 }).length,
            firebase: FIREBASE_SIGNATURE.test(body.toString('utf8')),
            desk: deskCode(body.toString('utf8')),
          }))
          .catch(() => null),
      )
    })
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
    // The app starts after the first paint (src/app/startup.ts), up to a second after load on a
    // busy machine: the network can fall idle before its first script is even requested, and a
    // measure taken then would count nothing and pass.
    await page.locator(settled).first().waitFor({ state: 'attached', timeout: 15_000 })
    // Idle callbacks (analytics, blog refresh) run after load: give them their chance to fetch.
    await page.evaluate(
      () => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 3000 })),
    )
    await page.waitForLoadState('networkidle')
    return (await Promise.all(pending)).filter((s): s is ScriptLoad => s !== null)
  } finally {
    await browser.close()
  }
}
