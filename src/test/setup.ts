import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Unmount rendered trees between tests (jsdom tests only; harmless in node).
afterEach(() => {
  if (typeof document !== 'undefined') cleanup()
})
