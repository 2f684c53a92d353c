/**
 * Turns a copy of build N into "build N+1" in place, the way a deploy replaces the site under a
 * tab that is already open: every hashed asset, the loader-data manifest and the data files get
 * new names (the old ones are gone), and each page's policy is recomputed for its new inline code.
 */
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { type CspSettings, settingsFromEnv, withPolicy } from '../../scripts/prerender/csp'

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

const TEXT = /\.(html|js|css|json)$/

export async function copyBuild(from: string, to: string): Promise<void> {
  await rm(to, { recursive: true, force: true })
  await cp(from, to, { recursive: true })
}

/** `policy`: the settings the build was made with (none for dist/; the emulators' for theirs). */
export async function redeploy(
  dist: string,
  policy: CspSettings = settingsFromEnv({}),
): Promise<void> {
  const all = await files(dist)
  const html = all.find((f) => f.endsWith('index.html')) ?? ''
  const oldHash = /__VITE_REACT_SSG_HASH__ = '([a-z0-9]+)'/.exec(await readFile(html, 'utf8'))?.[1]
  if (!oldHash) throw new Error('no build hash in the pages')
  const newHash = `${oldHash.slice(0, -3)}n1x`

  // New names for every hashed asset and every loader-data file.
  const renames = new Map<string, string>()
  for (const file of all) {
    const rel = relative(dist, file)
    if (rel.startsWith('assets/') && /\.(js|css)$/.test(rel))
      renames.set(rel, rel.replace(/\.(js|css)$/, 'n1.$1'))
    else if (rel.includes(oldHash)) renames.set(rel, rel.replaceAll(oldHash, newHash))
  }
  for (const file of all.filter((f) => TEXT.test(f))) {
    let text = await readFile(file, 'utf8')
    for (const [from, to] of renames)
      text = text.replaceAll(from.replace(/^.*\//, ''), to.replace(/^.*\//, ''))
    text = text.replaceAll(oldHash, newHash)
    if (file.endsWith('.html')) {
      // As the build does (scripts/prerender/finish.ts): the desk's page adds the desk's sources.
      const desk = relative(dist, file) === join('admin', 'index.html')
      text = withPolicy(
        text.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
        policy,
        desk ? (policy.desk ?? { connect: [], script: [], frame: [] }) : undefined,
      )
    }
    await writeFile(file, text)
  }
  for (const [from, to] of renames) await rename(join(dist, from), join(dist, to))
}
