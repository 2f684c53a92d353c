import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../browser'

/**
 * The hostile-markdown corpus, pre-rendered into .data/hostile-site by
 * scripts/firestore/run-tests.ts, opened on a desktop and a phone.
 */
const PORT = Number(process.env.HOSTILE_E2E_PORT ?? 4342)

export default defineConfig({
  testDir: '../../e2e',
  testMatch: /hostile\.firestore\.ts$/,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  fullyParallel: true,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'npx tsx scripts/firestore/serve-site.ts',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { PORT: String(PORT), SITE_DIR: '.data/hostile-site' },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 30_000,
  },
})
