import { defineConfig } from '@playwright/test'
import base from './playwright.config'

const phone = base.projects?.find((project) => project.name === 'phone')

// One worker and nothing else running: a test beside it would be measured too.
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
  use: { ...base.use, trace: 'off' },
  projects: [{ name: 'phone', use: phone?.use ?? {} }],
})
