import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { responsiveImages } from './scripts/art/imagetools.ts'
import { finishBuild } from './scripts/build/finish'

export default defineConfig({
  // responsiveImages: SVG masters imported with ?responsive=<preset> become AVIF/WebP srcsets.
  plugins: [react(), tailwindcss(), responsiveImages()],
  build: {
    // The client needs no source maps in production; keeping the output small keeps deploys fast.
    sourcemap: false,
  },
  ssgOptions: {
    dirStyle: 'nested',
    formatting: 'none',
    script: 'sync',
    onFinished: finishBuild,
  },
})
