import { availableParallelism } from 'node:os'
import { resolve as resolvePath } from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { responsiveImages } from './scripts/images/responsiveImages.ts'
import { launchGuard } from './scripts/launch/guard.ts'
import { finishBuild } from './scripts/prerender/finish.ts'
import { createPageLog } from './scripts/prerender/pages.ts'
import { renderInWorkers } from './scripts/prerender/renderWorkers.ts'

// The emulator-backed browser tests and the build benchmark build elsewhere, leaving dist/ be.
const outDir = process.env.BUILD_OUT_DIR || 'dist'
const pageLog = createPageLog(outDir)
const renderWorkers = Number(process.env.RENDER_WORKERS) || availableParallelism()
// CONTENT_SNAPSHOT_DIR: the content snapshots' static imports read from there (the journey test's).
const contentSnapshots = process.env.CONTENT_SNAPSHOT_DIR

// The browser bundle gets a small head manager in place of react-helmet-async; the server keeps
// the real one to write each head (src/lib/head/clientHead.tsx). Pages import its Helmet directly:
// vite-react-ssg's Head only wraps it, in a chunk of its own on every first load.
function clientHead(): Plugin {
  const shim = fileURLToPath(new URL('./src/lib/head/clientHead.tsx', import.meta.url))
  return {
    name: 'oak-ember:client-head',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      return id === 'react-helmet-async' && !options?.ssr ? shim : null
    },
  }
}

export default defineConfig({
  // responsiveImages: SVG masters imported with ?responsive=<preset> become AVIF/WebP srcsets.
  // launchGuard: with LAUNCH_BUILD=1 (the deploy workflow) a build that would lose leads fails.
  plugins: [launchGuard(), clientHead(), react(), tailwindcss(), responsiveImages()],
  resolve: contentSnapshots
    ? {
        alias: [
          {
            find: /^(?:\.\.\/)+snapshots\/(projects|testimonials|settings-business|settings-prices|faqs|team)\.json$/,
            replacement: `${resolvePath(contentSnapshots)}/$1.json`,
          },
        ],
      }
    : undefined,
  build: {
    // NO_MINIFY=1 keeps function names readable in a CPU profile (a local check only).
    minify: process.env.NO_MINIFY ? false : undefined,
    // SOURCEMAP=1 for bundle analysis only; production ships none.
    sourcemap: process.env.SOURCEMAP === '1',
    // No preload lists for lazy chunks: their dependency map weighs on every first load, and a lazy
    // part is working HTML until its imports arrive (docs/decisions/0002-deferred-hydration.md).
    modulePreload: false,
    // Nobody reads the report's gzip column: the audit weighs each page's first load itself.
    reportCompressedSize: false,
    outDir,
    rolldownOptions: {
      output: {
        // Short names: every chunk import and the dependency map repeat them on the first load.
        entryFileNames: 'assets/[hash].js',
        chunkFileNames: 'assets/[hash].js',
        // React and its runtime in one chunk: every page loads them, and left to itself the bundler
        // splits the runtime off whenever a lazy part starts sharing it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  ssgOptions: {
    // vite-react-ssg is patched, by `npm install` (docs/decisions/0027-renderer-patch.md).
    dirStyle: 'nested',
    // No module or image preloads: on a slow phone they compete with the hero image and the fonts
    // (docs/decisions/0027-renderer-patch.md); the fonts' preloads come with the stylesheet.
    preloadLinks: false,
    formatting: 'none',
    script: 'sync',
    // No critical-CSS pass: the stylesheet is inlined (docs/decisions/0003-start-up-loader.md).
    beastiesOptions: false,
    // RENDER_WORKERS=1 renders on the build's own thread, the same bytes; a worker's heap is capped
    // as it grew until V8 collected (docs/decisions/0011-build-memory.md).
    appRenderer:
      renderWorkers > 1
        ? renderInWorkers(renderWorkers, { maxOldGenerationSizeMb: 160 })
        : undefined,
    // Random unless set: `npm run test:build` gives its second build the id of the first.
    buildId: process.env.SSG_BUILD_ID || undefined,
    concurrency: 4,
    // Every path rendered is checked in dist/ at the end, and a failed page fails the build, named
    // with its document (docs/decisions/0038-a-build-never-ships-a-missing-page.md).
    includedRoutes: (paths) => pageLog.expect(paths),
    onPageRendered: (path, html, appCtx) => pageLog.onPageRendered(path, html, appCtx),
    onPageError: (path, error) => pageLog.onPageError(path, error),
    onFinished: async (dir) => {
      await finishBuild(dir, pageLog.pages(), pageLog.expected())
      pageLog.finished()
    },
  },
})
