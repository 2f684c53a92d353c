// The patch's appRenderer extension point (docs/decisions/0027-renderer-patch.md).
import type { ResourceLimits } from 'node:worker_threads'
import type { renderApp } from 'vite-react-ssg/node'
import { pagePath } from './pages.ts'
import { createWorkerPool } from './workerPool.ts'

type RenderedApp = Awaited<ReturnType<typeof renderApp>>

export function renderInWorkers(size: number, resourceLimits?: ResourceLimits) {
  return ({ serverEntry }: { serverEntry: string }) => {
    const pool = createWorkerPool<string, RenderedApp>(
      new URL('./renderWorker.mjs', import.meta.url),
      size,
      { serverEntry },
      { resourceLimits, name: pagePath },
    )
    return { render: (path: string) => pool.run(path), close: () => pool.close() }
  }
}
