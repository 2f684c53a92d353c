import { existsSync } from 'node:fs'

/** Debian's Chromium, never a downloaded one (CHROME_PATH overrides); Lighthouse runs in it. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium'
}

/** Debian's build of Chromium's original headless mode (package chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/** The Playwright tests' browser: the faster headless shell if installed (docs/decisions/0009). */
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
