/**
 * The pages as a visitor without JavaScript gets them: `npm run bench:lcp`'s comparison, the limit
 * a pre-rendered page can approach (docs/decisions/0026-deterministic-audit-gates.md).
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Removes every <script> element and every module preload. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
}

/**
 * A copy of the site and its hosting config in a temporary folder, every page without its scripts,
 * to be served beside the site itself.
 */
export async function makeNoScriptSite(
  root: string,
  publicDir = 'dist',
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'site-without-scripts-'))
  await cp(join(root, 'firebase.json'), join(dir, 'firebase.json'))
  await cp(join(root, publicDir), join(dir, publicDir), { recursive: true })
  const entries = await readdir(join(dir, publicDir), { recursive: true })
  for (const entry of entries.filter((e) => e.endsWith('.html'))) {
    const file = join(dir, publicDir, entry)
    await writeFile(file, stripScripts(await readFile(file, 'utf8')))
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}
