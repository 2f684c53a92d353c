import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../browser'

/**
 * Browser tests against a build configured for the Firestore emulator (made by
 * scripts/firestore/run-tests.ts in .data/emulator-site, so dist/ stays as the other specs need).
 */
const PORT = Number(process.env.FIRESTORE_E2E_PORT ?? 4341)

export default defineConfig({
  testDir: '../../e2e',
  testMatch: /blog-live\.firestore\.ts$/,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: 'list',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'npx tsx scripts/firestore/serve-site.ts',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 30_000,
  },
})
