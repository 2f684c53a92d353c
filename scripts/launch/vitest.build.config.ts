import { defineConfig } from 'vitest/config'

// On a fresh clone the first of these builds dist/ itself (scripts/prerender/ensureBuilt.ts),
// hence the timeouts.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['scripts/launch/*.build-test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
})
