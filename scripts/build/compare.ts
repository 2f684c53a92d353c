/**
 * `npm run test:build`: the pages rendered on every core are the pages rendered on one thread.
 * Builds the same commit again with RENDER_WORKERS=1 (vite-react-ssg's own loop, concurrency 4)
 * into .data/single-thread/, with the build id of dist/ (it names the loader-data files and is in
 * every page, so in every page's policy hashes), and compares the two byte for byte: dist/ was
 * rendered by one worker thread per core (docs/decisions/0010-patched-vite-react-ssg.md).
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const MANIFEST = /^static-loader-data-manifest-([a-z0-9]+)\.json$/

/** Every file under `dir`, as paths relative to it, sorted. */
export function listFiles(dir: string): string[] {
  const out: string[] = []
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name)
      if (entry.isDirectory()) walk(path)
      else out.push(relative(dir, path))
    }
  }
  walk(dir)
  return out.sort()
}

/** The build's id, from the name of its loader-data manifest. */
export function buildId(dir: string): string {
  const ids = readdirSync(dir).flatMap((file) => MANIFEST.exec(file)?.[1] ?? [])
  if (ids.length !== 1)
    throw new Error(`Expected one loader-data manifest in ${dir}, found ${ids.length}`)
  return ids[0] as string
}

/** The differences between two builds: files only in one, and files whose bytes differ. */
export function compareBuilds(a: string, b: string): string[] {
  const inA = new Set(listFiles(a))
  const inB = new Set(listFiles(b))
  const differences: string[] = []
  for (const file of [...new Set([...inA, ...inB])].sort()) {
    if (!inA.has(file) || !inB.has(file))
      differences.push(`${file}: only in ${inA.has(file) ? a : b}`)
    else if (!readFileSync(join(a, file)).equals(readFileSync(join(b, file))))
      differences.push(`${file}: contents differ`)
  }
  return differences
}

function main(): number {
  const dist = resolve('dist')
  const single = resolve('.data/single-thread')
  rmSync(single, { recursive: true, force: true })
  const started = performance.now()
  const build = spawnSync('node', ['scripts/build/ssg.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      RENDER_WORKERS: '1',
      SSG_BUILD_ID: buildId(dist),
      BUILD_OUT_DIR: single,
    },
  })
  if (build.status !== 0) {
    console.error(`The single-thread build failed (exit ${build.status})`)
    return 1
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const differences = compareBuilds(dist, single)
  const files = listFiles(dist).length
  if (differences.length) {
    console.error(
      `The single-thread build (${seconds} s) differs from dist/ in ${differences.length} of ${files} files:\n- ${differences.join('\n- ')}`,
    )
    return 1
  }
  console.log(
    `The single-thread build (${seconds} s) and dist/ are the same: ${files} files, byte for byte.`,
  )
  rmSync(single, { recursive: true, force: true })
  return 0
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename))
  process.exit(main())
