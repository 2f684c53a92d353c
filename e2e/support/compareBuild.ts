/**
 * Another build served beside the one under test, for the INP benchmark's side-by-side mode
 * (`INP_COMPARE=path/to/its/dist`): this host's noise is larger than most changes, so two builds
 * are compared tap by tap within one run, never across runs (docs/performance.md).
 */
import { copyFileSync, existsSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type RunningServer, startServer } from '../../scripts/serve'

/** Serves `dist` (a build's output directory) as `npm start` serves this one, on a free port. */
export function serveBuild(dist: string): Promise<RunningServer> {
  const built = resolve(dist)
  if (!existsSync(join(built, 'index.html'))) throw new Error(`${built} holds no built site`)
  const root = mkdtempSync(join(tmpdir(), 'inp-compare-'))
  symlinkSync(built, join(root, 'dist'), 'dir')
  copyFileSync('firebase.json', join(root, 'firebase.json'))
  return startServer({ cwd: root, port: 0, quiet: true })
}
