import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { responsiveImagesStub } from './scripts/images/responsiveImagesStub.ts'

/**
 * Unit tests live beside the code they test. Node is the default environment; component tests
 * opt into jsdom with a `// @vitest-environment jsdom` first line.
 */
export default defineConfig({
  // Image imports resolve to the registry's shape without rasterising (the build does that).
  plugins: [react(), responsiveImagesStub()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Every core: Vitest's default keeps one free for itself, which on a two-core machine means
    // one file at a time (37 s here instead of 25 s; the files mostly wait on imports and setup).
    maxWorkers: availableParallelism(),
  },
})
