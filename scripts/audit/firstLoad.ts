/**
 * What a first visit to a page really costs: every script, stylesheet, font and image the browser
 * requests while the page loads and settles (including chunks imported dynamically at start-up,
 * which no modulepreload list shows), as Playwright records them, and the styles inlined in the
 * document. Scripts and styles are counted gzip-compressed; fonts and images as served (WOFF2,
 * AVIF and WebP are compressed already).
 */
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from 'playwright'
import { CHROMIUM_ARGS, testBrowserPath } from '../browser'

export const KINDS = ['script', 'stylesheet', 'font', 'image'] as const
export type Kind = (typeof KINDS)[number]

export interface ResourceLoad {
  url: string
  kind: Kind
  bytes: number
}

export interface ScriptLoad {
  url: string
  gzipBytes: number
  firebase: boolean
  /** Which of the editors' desk's signatures the script carries (none, on a public page). */
  desk: DeskCode[]
}

export interface FirstLoad {
  scripts: ScriptLoad[]
  resources: ResourceLoad[]
  /** The `<style>` elements of the document as served, gzip-compressed together. */
  inlineCssBytes: number
  /** Requests the browser held the first paint for (Resource Timing's `renderBlockingStatus`). */
  renderBlocking: string[]
}

const FIREBASE_SIGNATURE = /@firebase\/|FirebaseError/
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi

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

const gzipBytes = (body: Buffer | string) => gzipSync(body, { level: 9 }).length

/** The gzip size of a document's inline styles. */
export function inlineCss(html: string): number {
  const css = [...html.matchAll(INLINE_STYLE)].map((m) => m[1]).join('\n')
  return css ? gzipBytes(css) : 0
}

/** Sums the bytes of each kind of resource. */
export function bytesByKind(load: Pick<FirstLoad, 'resources' | 'inlineCssBytes'>) {
  const sums = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>
  for (const r of load.resources) sums[r.kind] += r.bytes
  sums.stylesheet += load.inlineCssBytes
  return sums
}

async function measure(
  browser: Browser,
  url: string,
  screen: Screen,
  settled: string,
): Promise<FirstLoad> {
  const page = await browser.newPage(SCREENS[screen])
  try {
    const pending: Promise<{ resource: ResourceLoad; script?: ScriptLoad } | null>[] = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (!(KINDS as readonly string[]).includes(type)) return
      const kind = type as Kind
      pending.push(
        response
          .body()
          .then((body) => {
            const text = kind === 'script' || kind === 'stylesheet'
            const bytes = text ? gzipBytes(body) : body.length
            const resource = { url: response.url(), kind, bytes }
            if (kind !== 'script') return { resource }
            const source = body.toString('utf8')
            const script = {
              url: response.url(),
              gzipBytes: bytes,
              firebase: FIREBASE_SIGNATURE.test(source),
              desk: deskCode(source),
            }
            return { resource, script }
          })
          .catch(() => null),
      )
    })
    const document = await page.goto(url, { waitUntil: 'networkidle' })
    const html = (await document?.text()) ?? ''
    // The app starts after the first paint (src/app/startup.ts), up to a second after load on a
    // busy machine: the network can fall idle before its first script is even requested, and a
    // measure taken then would count nothing and pass.
    await page.locator(settled).first().waitFor({ state: 'attached', timeout: 15_000 })
    // Idle callbacks (analytics, blog refresh) run after load: give them their chance to fetch.
    await page.evaluate(
      () => new Promise((r) => requestIdleCallback(() => r(null), { timeout: 3000 })),
    )
    await page.waitForLoadState('networkidle')
    const renderBlocking = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => (e as { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking')
        .map((e) => e.name),
    )
    const loads = (await Promise.all(pending)).filter((l) => l !== null)
    return {
      scripts: loads.flatMap((l) => (l.script ? [l.script] : [])),
      resources: loads.map((l) => l.resource),
      inlineCssBytes: inlineCss(html),
      renderBlocking,
    }
  } finally {
    await page.close()
  }
}

/** Measures several first loads in one browser, each in a page of its own. */
export async function firstLoads(
  origin: string,
  visits: readonly { path: string; screen: Screen }[],
  settled = 'html[data-hydrated="true"]',
): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath: testBrowserPath(), args: CHROMIUM_ARGS })
  try {
    const out: FirstLoad[] = []
    for (const v of visits)
      out.push(await measure(browser, `${origin}${v.path}`, v.screen, settled))
    return out
  } finally {
    await browser.close()
  }
}

export async function firstLoadScripts(
  origin: string,
  path = '/',
  screen: Screen = 'phone',
  /** Something on the page that shows it is done loading (default: the app has hydrated). */
  settled = 'html[data-hydrated="true"]',
): Promise<ScriptLoad[]> {
  const [load] = await firstLoads(origin, [{ path, screen }], settled)
  return load?.scripts ?? []
}
