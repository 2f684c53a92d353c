import { afterEach } from 'vitest'

// The DOM helpers load React DOM: only the jsdom files need them, and most files run in node.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { cleanup } = await import('@testing-library/react')
  // Unmount rendered trees between tests.
  afterEach(() => cleanup())
}
