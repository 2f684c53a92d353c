// The allocators read their settings when a process starts, hence a plain-JavaScript launcher
// (docs/decisions/0011-build-memory.md); it makes the subset fonts first, for a fresh clone.
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
  [local('node_modules/tsx/dist/cli.mjs'), local('scripts/prerender/fonts.ts')],
  { stdio: 'inherit' },
)
if (fonts.status !== 0) process.exit(fonts.status ?? 1)

const { status, signal } = spawnSync(process.execPath, [local('scripts/prerender/buildSite.mjs')], {
  stdio: 'inherit',
  env: { ...ALLOCATORS, ...process.env },
})
process.exit(status ?? (signal ? 1 : 0))
