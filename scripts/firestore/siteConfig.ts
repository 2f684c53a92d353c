import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { TEST_CHROMIUM_ARGS, testBrowserPath } from '../browser'

/** The browser phase's build; EMULATOR_SITE_DIR keeps a second run on the machine apart. */
export const EMULATOR_SITE_DIR = process.env.EMULATOR_SITE_DIR || '.data/emulator-site'

/** The journey's specs: they run on sites of their own, in the journey phase. */
export const JOURNEY_SPECS = /\/(journey-desk|journey-site|hostile|written-post)\.firestore\.ts$/

/** The desk stack's specs: the desk's, the blog refreshing and deploys; the rest are the office's. */
export const DESK_SPECS = /\/(desk[^/]*|deploy|blog-live)\.firestore\.ts$/

export function siteConfig(options: {
  /** Its folder under test-results/: a run empties its own, and another lane's may be running. */
  name: string
  testMatch: RegExp
  testIgnore?: RegExp
  siteDir: string
  port: number
  workers: number
  timeout: number
  expectTimeout: number
  servers?: { command: string; port: number; env?: Record<string, string> }[]
}) {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  return defineConfig({
    testDir: '../../e2e',
    testMatch: options.testMatch,
    ...(options.testIgnore ? { testIgnore: options.testIgnore } : {}),
    outputDir: `${root}test-results/${options.name}`,
    forbidOnly: !!process.env.CI,
    // As in ../../playwright.config.ts: one retry under CI, which records the trace.
    retries: process.env.CI ? 1 : 0,
    workers: options.workers,
    fullyParallel: options.workers > 1,
    reporter: 'list',
    timeout: options.timeout,
    expect: { timeout: options.expectTimeout },
    use: {
      baseURL: `http://localhost:${options.port}`,
      trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
      viewport: { width: 1280, height: 800 },
      launchOptions: { executablePath: testBrowserPath(), args: TEST_CHROMIUM_ARGS },
    },
    webServer: [
      {
        command: 'npx tsx scripts/firestore/serve-site.ts',
        cwd: root,
        env: { PORT: String(options.port), SITE_DIR: options.siteDir },
        url: `http://localhost:${options.port}/`,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        timeout: 30_000,
      },
      ...(options.servers ?? []).map((server) => ({
        command: server.command,
        cwd: root,
        env: { ...server.env, PORT: String(server.port) },
        port: server.port,
        reuseExistingServer: false,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        timeout: 30_000,
      })),
    ],
  })
}
