/**
 * `npm run build`: vite-react-ssg's build, with the memory allocators told to give memory back.
 *
 * Most of a build's memory is not JavaScript's: after bundling, the build held 1080 MB resident
 * with a JavaScript heap of 123 MB (1000-post benchmark, measured). The rest is the bundler's
 * (rolldown allocates with mimalloc) and glibc's, kept for reuse after it was freed: glibc keeps
 * an arena per thread and trims only large tops, mimalloc purges freed pages after a delay. Told to
 * give it back (fewer arenas, trim from 128 KB, purge at once), the same build peaked at 823 MB
 * instead of 1506 MB summed over its processes, in the same time (docs/decisions/0011). These
 * settings are read when a process starts, hence this launcher; a value set by the caller wins.
 * Plain JavaScript, so that it runs before anything is compiled.
 *
 * It is the one build entry: every script that builds (npm run build, the desk, the Firestore
 * tests, the build comparison, the benchmark) comes through here, so it first makes the subset
 * fonts the stylesheet imports (scripts/build/fonts.ts; quick when they are up to date), and any
 * of those commands works as the first one on a fresh clone.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const ALLOCATORS = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MIMALLOC_PURGE_DELAY: '0',
}

const local = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url))

const fonts = spawnSync(
  process.execPath,
  [local('node_modules/tsx/dist/cli.mjs'), local('scripts/build/fonts.ts')],
  { stdio: 'inherit' },
)
if (fonts.status !== 0) process.exit(fonts.status ?? 1)

// The package exports no path to its command; it is where npm installs it.
const cli = local('node_modules/vite-react-ssg/bin/vite-react-ssg.js')
const { status, signal } = spawnSync(process.execPath, [cli, 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...ALLOCATORS, ...process.env },
})
process.exit(status ?? (signal ? 1 : 0))
