import { defineConfig } from '@playwright/test'
import base from './playwright.config'
import { CHROMIUM_ARGS, testBrowserPath } from './scripts/browser'

const phone = base.projects?.find((project) => project.name === 'phone')

// The INP benchmark, apart: one worker and nothing else running (a test beside it is measured too).
export default defineConfig({
  ...base,
  testMatch: /\.bench\.ts$/,
  outputDir: 'test-results/inp',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // Five rounds and a second measurement of a few controls take minutes on a busy host.
  timeout: 600_000,
  // A trace's screencast keeps the page drawing: at 4× slowdown it starves the idle callbacks
  // web-vitals reports from.
  // V8 as a phone runs it, with its optimising compiler (the functional tests turn it off).
  use: {
    ...base.use,
    trace: 'off',
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'phone', use: phone?.use ?? {} }],
})
