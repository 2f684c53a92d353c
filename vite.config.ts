import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { finishBuild } from './scripts/build/finish.ts'
import { createPageLog } from './scripts/build/pages.ts'

// The emulator-backed browser tests and the build benchmark build elsewhere, leaving dist/ be.
const outDir = process.env.BUILD_OUT_DIR || 'dist'
const pageLog = createPageLog(outDir)

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    // The client needs no source maps in production; keeping the output small keeps deploys fast.
    sourcemap: false,
    outDir,
  },
  ssgOptions: {
    dirStyle: 'nested',
    formatting: 'none',
    script: 'sync',
    // Critical CSS runs in onPageRendered, once per page template (scripts/build/critical.ts).
    beastiesOptions: false,
    // Rendering is single-threaded: more pages in flight than this only holds more documents in
    // memory (see README, Blog build benchmark).
    concurrency: 4,
    onPageRendered: pageLog.onPageRendered,
    onFinished: (outDir) => finishBuild(outDir, pageLog.pages()),
  },
})
