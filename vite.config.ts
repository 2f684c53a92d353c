import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { responsiveImages } from './scripts/art/imagetools.ts'
import { finishBuild } from './scripts/build/finish.ts'
import { createPageRendered } from './scripts/build/pageRendered.ts'

export default defineConfig({
  // responsiveImages: SVG masters imported with ?responsive=<preset> become AVIF/WebP srcsets.
  plugins: [react(), tailwindcss(), responsiveImages()],
  build: {
    // The client needs no source maps in production; keeping the output small keeps deploys fast.
    // SOURCEMAP=1 for bundle analysis only; production ships none.
    sourcemap: process.env.SOURCEMAP === '1',
  },
  ssgOptions: {
    // index.html's root is <div id="root" class="contents">, never the bare <div id="root"></div>:
    // for the bare form vite-react-ssg splices each page in with String.replace, which would eat
    // "$$", "$&" and "$'" in the content (e.g. prices). The attribute sends it down its parser path.
    dirStyle: 'nested',
    formatting: 'none',
    script: 'sync',
    onPageRendered: createPageRendered(),
    onFinished: finishBuild,
  },
})
