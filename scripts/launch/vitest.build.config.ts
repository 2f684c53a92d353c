import { defineConfig } from 'vitest/config'

/**
 * Tests that serve the built site (npm run test:launch, after the build in npm test). Run first on a
 * fresh clone, the stand-in builds dist/ itself (scripts/prerender/ensureBuilt.ts), hence the timeouts.
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['scripts/launch/*.build-test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
})
