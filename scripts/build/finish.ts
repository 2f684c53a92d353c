/**
 * Post-processing after vite-react-ssg has written every page into dist/.
 * - The 404 route is pre-rendered as 404/index.html; hosting serves dist/404.html with status 404.
 * - dist/.vite holds build manifests that must never be deployed.
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { isAbsolute, join } from 'node:path'
import { loadEnv } from 'vite'
import { settingsFromEnv, withPolicy } from './csp'

export async function finishBuild(outDir: string): Promise<void> {
  const dist = isAbsolute(outDir) ? outDir : join(process.cwd(), outDir)
  const notFoundDir = join(dist, '404')
  if (existsSync(join(notFoundDir, 'index.html'))) {
    await rename(join(notFoundDir, 'index.html'), join(dist, '404.html'))
    await rm(notFoundDir, { recursive: true })
  } else {
    throw new Error('The 404 page was not pre-rendered: expected dist/404/index.html')
  }
  await rm(join(dist, '.vite'), { recursive: true, force: true })
  await applyContentSecurityPolicy(dist)
  await mkdir(dist, { recursive: true })
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name))
}

/** Every page gets its own strict policy, with hashes of exactly its inline code. */
async function applyContentSecurityPolicy(dist: string): Promise<void> {
  const settings = settingsFromEnv(
    loadEnv(process.env.MODE ?? 'production', process.cwd(), 'VITE_'),
  )
  for (const file of await htmlFiles(dist)) {
    await writeFile(file, withPolicy(await readFile(file, 'utf8'), settings))
  }
}
