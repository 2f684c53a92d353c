import { existsSync } from 'node:fs'

/** Debian's Chromium, never a downloaded one (CHROME_PATH overrides); Lighthouse runs in it. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium'
}

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/** The Playwright tests' browser: the faster headless shell if installed (docs/decisions/0009). */
export function testBrowserPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath()
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The functional tests' flags: V8 without its optimising compiler. A test's page lives seconds,
 * too short to win back the compile (decision 0032). Never where speed is measured (Lighthouse, the
 * INP bench, the first-load budgets).
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt']
