import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../browser'

/**
 * A Playwright config for one of the builds scripts/firestore/run-tests.ts makes, served like
 * hosting by serve-site.ts from `siteDir` on `port`, on a desktop screen.
 */
export function siteConfig(options: {
  testMatch: RegExp
  siteDir: string
  port: number
  workers: number
  timeout: number
  expectTimeout: number
}) {
  return defineConfig({
    testDir: '../../e2e',
    testMatch: options.testMatch,
    forbidOnly: !!process.env.CI,
    retries: 0,
    workers: options.workers,
    fullyParallel: options.workers > 1,
    reporter: 'list',
    timeout: options.timeout,
    expect: { timeout: options.expectTimeout },
    use: {
      baseURL: `http://localhost:${options.port}`,
      trace: 'retain-on-failure',
      viewport: { width: 1280, height: 800 },
      launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    },
    webServer: {
      command: 'npx tsx scripts/firestore/serve-site.ts',
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { PORT: String(options.port), SITE_DIR: options.siteDir },
      url: `http://localhost:${options.port}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 30_000,
    },
  })
}
