/**
 * The one Chromium every browser tool here uses: Debian's, never a downloaded one.
 * CHROME_PATH overrides the location.
 */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium'
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
