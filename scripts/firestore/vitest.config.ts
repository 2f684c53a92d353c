import { defineConfig } from 'vitest/config'

// Each file starts its own emulator.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['scripts/firestore/*.firestore-test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
})
