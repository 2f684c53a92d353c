import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { finishBuild } from './scripts/build/finish.ts'
import { createPageRendered } from './scripts/build/pageRendered.ts'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    // The client needs no source maps in production; keeping the output small keeps deploys fast.
    sourcemap: false,
  },
  ssgOptions: {
    dirStyle: 'nested',
    formatting: 'none',
    script: 'sync',
    onPageRendered: createPageRendered(),
    onFinished: finishBuild,
  },
})
