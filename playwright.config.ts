import { defineConfig } from '@playwright/test'
import { TEST_CHROMIUM_ARGS, testBrowserPath } from './scripts/browser'
import { ensureBuilt } from './scripts/prerender/ensureBuilt'

/**
 * E2E runs against the built site served by the same server as `npm start` (superstatic on
 * firebase.json plus the server side), on its own port and leads file.
 */
const PORT = Number(process.env.E2E_PORT ?? 4319)
// The web server below serves dist/: on a fresh clone, build it before anything starts (not when
// scripts/test/runners.test.ts reads this file).
if (!process.env.VITEST) ensureBuilt()
/** The e2e server's leads file: the form tests read what it stored. */
export const E2E_INBOX = '.data/e2e-leads.jsonl'

// Browser journeys on the built site, desktop and phone (docs/testing.md).
export default defineConfig({
  testDir: 'e2e',
  testMatch: /\.spec\.ts$/,
  // A run empties its output folder; the emulator tests' runs beside it have folders of their own.
  outputDir: 'test-results/site',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry under CI, for Chromium itself: now and then (1 of 536 test runs measured here) a
  // browser stalls mid-page (no new frame, no timer firing, its pending requests never answered)
  // until the test times out, on pages that pass on every other run. A retried test is still listed as
  // flaky in the report; one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'reports/playwright' }]]
    : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs every test its DOM snapshots: 18% of the run's time here (98 tests,
    // 203 s against 167 s, 2026-11-24). Under CI a failed test is run again with the trace on.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: testBrowserPath(), args: TEST_CHROMIUM_ARGS },
  },
  projects: [
    {
      // Tests tagged @phone only make sense below the md breakpoint.
      name: 'desktop',
      grepInvert: /@phone/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      // @desktop tests need the wide layout or a keyboard; @once tests do not depend on the device.
      name: 'phone',
      grepInvert: /@desktop|@once/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    // Every test posts from one address: the per-client limit is raised (its own tests set theirs).
    env: { PORT: String(PORT), LEADS_FILE: E2E_INBOX, LEAD_RATE_LIMIT: '100000/600' },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 30_000,
  },
})
