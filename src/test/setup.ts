import { afterAll, afterEach, vi } from 'vitest'

// unstubGlobals and unstubEnvs put stubs back before each test, which is after the next file of
// the same worker has run its imports (decision 0032): a file's stubs end with the file.
afterAll(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

// The DOM helpers load React DOM: only the jsdom files need them, and most files run in node.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup } = await import('@testing-library/react')
  // Unmount rendered trees between tests.
  afterEach(() => cleanup())
}
