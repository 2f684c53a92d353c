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
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const ALLOCATORS = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MIMALLOC_PURGE_DELAY: '0',
}

// The package exports no path to its command; it is where npm installs it.
const cli = fileURLToPath(
  new URL('../../node_modules/vite-react-ssg/bin/vite-react-ssg.js', import.meta.url),
)
const { status, signal } = spawnSync(process.execPath, [cli, 'build', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...ALLOCATORS, ...process.env },
})
process.exit(status ?? (signal ? 1 : 0))
