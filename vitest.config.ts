import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * Unit tests live beside the code they test. Node is the default environment; component tests
 * opt into jsdom with a `// @vitest-environment jsdom` first line.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
  },
})
