import { defineConfig } from 'vitest/config'

// The build's own failures, each test a real build into a folder of its own (about a minute each).
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['scripts/prerender/*.build-test.ts'],
    environment: 'node',
    testTimeout: 300_000,
  },
})
