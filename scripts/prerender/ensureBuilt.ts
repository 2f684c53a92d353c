// So a command that reads dist/ works as the first one on a fresh clone.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..')

export function ensureBuilt(): void {
  if (existsSync(join(ROOT, 'dist', 'index.html'))) return
  console.log('dist/ holds no build: building the site first (npm run build, a few minutes)...')
  const result = spawnSync('node', [join(ROOT, 'scripts/prerender/ssg.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`The build failed (exit ${result.status})`)
}
