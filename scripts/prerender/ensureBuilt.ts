// So a command that reads dist/ works as the first one on a fresh clone, and after a pull or an edit.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..')

/** What the build reads: a change to any of them (tests aside) makes dist/ stale. */
export const BUILD_INPUTS = [
  'src',
  'public',
  'snapshots',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
]

/** The first build input changed after dist/ was built (relative to `root`); null when none. */
export function staleInput(root: string): string | null {
  const built = statSync(join(root, 'dist', 'index.html')).mtimeMs
  for (const input of BUILD_INPUTS) {
    const path = join(root, input)
    if (!existsSync(path)) continue
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: 'utf8' }).map((file) => join(input, file))
      : [input]
    const newer = files.find((file) => {
      if (/\.test\.tsx?$/.test(file)) return false
      const stat = statSync(join(root, file))
      return stat.isFile() && stat.mtimeMs > built
    })
    if (newer) return newer
  }
  return null
}

export function ensureBuilt(root = ROOT): void {
  const missing = !existsSync(join(root, 'dist', 'index.html'))
  const stale = missing ? null : staleInput(root)
  if (!missing && !stale) return
  console.log(
    missing
      ? 'dist/ holds no build: building the site first (npm run build, a few minutes)...'
      : `dist/ is older than ${stale}: building the site again (npm run build)...`,
  )
  const result = spawnSync('node', [join(root, 'scripts/prerender/ssg.mjs')], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`The build failed (exit ${result.status})`)
}
