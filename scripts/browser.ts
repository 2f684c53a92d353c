import { existsSync } from 'node:fs'

/**
 * The Chromium every browser tool here uses: Debian's, never a downloaded one. CHROME_PATH
 * overrides the location. Lighthouse runs in it (its new headless mode, as Lighthouse advises).
 */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium'
}

/** Debian's build of Chromium's original headless mode (package chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The browser the Playwright tests drive: the headless shell when installed, which is what
 * Playwright itself runs headless tests in. The same engine without the desktop browser around
 * it: 29 pages of the sweep took 82 s in it against 99 s in full Chromium here (2026-11-24), on
 * a machine whose two cores the tests keep busy. CHROME_PATH overrides it too.
 */
export function testBrowserPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath()
}

/** Flags for a headless Chromium in a sandboxed machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
