/**
 * Bundles the Cloud Functions adapter (src/index.ts) and the server side it mounts (../server/,
 * ../src/lib/, hono) into lib/index.js, CommonJS for Node 20 and later. firebase-functions,
 * firebase-admin and sharp (native code, the photos' decoder) stay external: the platform
 * installs them from package.json.
 *
 *   npm run bundle --workspace functions     (firebase.json's predeploy runs it)
 *   node functions/build.mjs --outdir DIR     (the emulator test builds into its own folder)
 */
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const here = dirname(fileURLToPath(import.meta.url))
const at = process.argv.indexOf('--outdir')
const outdir = at > 0 ? resolve(process.argv[at + 1]) : join(here, 'lib')

const started = performance.now()
const result = await build({
  entryPoints: [join(here, 'src', 'index.ts')],
  outfile: join(outdir, 'index.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: ['firebase-functions', 'firebase-admin', 'sharp'],
  // Vite's build-time settings (src/lib/env.ts) do not exist here; the server uses none of them.
  define: { 'import.meta.env': 'undefined' },
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
})
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0)
console.log(
  `functions: ${join(outdir, 'index.js')} (${Math.round(bytes / 1024)} KB) in ${Math.round(performance.now() - started)} ms`,
)
