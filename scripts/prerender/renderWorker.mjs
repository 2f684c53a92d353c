// Loads the server bundle once, then renders each page's app as vite-react-ssg's own loop would.
import { parentPort, workerData } from 'node:worker_threads'
import { renderApp } from 'vite-react-ssg/node'

const { createRoot } = await import(workerData.serverEntry)
parentPort.on('message', async ({ id, task }) => {
  try {
    parentPort.postMessage({ id, result: await renderApp(createRoot, task) })
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) })
  }
})
