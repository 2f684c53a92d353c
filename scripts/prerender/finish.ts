// Hosting serves dist/404.html with status 404 and dist/blog-post-shell.html for posts newer than
// the build; dist/.vite holds build manifests that must never be deployed.
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { isAbsolute, join, resolve } from 'node:path'
import { loadEnv } from 'vite'
import type { BlogPost } from '../../src/blog/types'
import { settingsFromEnv, withPolicy } from './csp'
import { writeSiteImages } from './deskImages.ts'
import { buildRobots, buildRss, buildSitemap, sitemapPaths } from './feeds.ts'
import { type BuiltPage, namePage } from './pages.ts'

export const SHELL_FILE = 'blog-post-shell.html'

async function moveOut(dist: string, dir: string, file: string): Promise<void> {
  const from = join(dist, dir)
  if (!existsSync(join(from, 'index.html')))
    throw new Error(`Expected dist/${dir}/index.html to be pre-rendered`)
  await rename(join(from, 'index.html'), join(dist, file))
  await rm(from, { recursive: true })
}

export function siteUrlOf(dist: string): string {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(html)?.[1]
  if (!canonical) throw new Error('dist/index.html has no canonical link to take the site URL from')
  return new URL(canonical).origin
}

function readSnapshot(): BlogPost[] {
  const file = resolve(process.env.BLOG_SNAPSHOT || 'snapshots/blog-posts.json')
  return JSON.parse(readFileSync(file, 'utf8')) as BlogPost[]
}

const ROOT = '<div id="root" data-server-rendered="true">'

export function pageProblem(html: string | null): string | null {
  if (html === null) return 'no index.html'
  const headEnd = html.indexOf('</head>')
  const head = headEnd < 0 ? html : html.slice(0, headEnd)
  if (!/<title[^>]*>\s*[^<\s][^<]*<\/title>/.test(head)) return 'no <title>'
  const root = html.indexOf(ROOT)
  if (root < 0) return 'no pre-rendered root'
  // An app that rendered nothing (an error boundary, say) leaves the router's data script alone.
  const content = html.slice(root + ROOT.length).trimStart()
  if (content.startsWith('</div>') || content.startsWith('<script')) return 'an empty root'
  return null
}

/** Each path's page in dist/ that is missing or empty, named with its document. */
export function missingPages(dist: string, paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    const file = join(dist, path, 'index.html')
    const problem = pageProblem(existsSync(file) ? readFileSync(file, 'utf8') : null)
    return problem ? [`${namePage(path)}: ${problem}`] : []
  })
}

export async function finishBuild(
  outDir: string,
  pages: BuiltPage[],
  rendered: readonly string[],
): Promise<void> {
  const dist = isAbsolute(outDir) ? outDir : join(process.cwd(), outDir)
  // Checked as written, before any page moves: a build never ships fewer pages than its routes.
  if (rendered.length === 0) throw new Error('The build rendered no path: no includedRoutes hook?')
  const missing = missingPages(dist, rendered)
  if (missing.length > 0)
    throw new Error(
      `${missing.length} of ${rendered.length} pages are missing or empty in ${outDir}/:\n${missing.map((line) => `  ${line}`).join('\n')}`,
    )
  await moveOut(dist, '404', '404.html')
  await moveOut(dist, 'blog/_post', SHELL_FILE)
  await rm(join(dist, '.vite'), { recursive: true, force: true })
  await applyContentSecurityPolicy(dist)
  await mkdir(dist, { recursive: true })
  await writeSiteImages(dist)

  const siteUrl = siteUrlOf(dist)
  const posts = readSnapshot()
  const paths = sitemapPaths(pages, siteUrl)
  if (!paths.includes('/')) throw new Error('The sitemap would miss the home page: no page log?')
  await writeFile(join(dist, 'sitemap.xml'), await buildSitemap(paths, posts, siteUrl))
  await writeFile(join(dist, 'robots.txt'), buildRobots(siteUrl))
  await writeFile(join(dist, 'rss.xml'), buildRss(posts, siteUrl))
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name))
}

async function applyContentSecurityPolicy(dist: string): Promise<void> {
  const settings = settingsFromEnv(
    loadEnv(process.env.MODE ?? 'production', process.cwd(), 'VITE_'),
  )
  const deskPage = join(dist, 'admin', 'index.html')
  // The desk's page allows what the desk uses (and, unconfigured, no more than a public page).
  const deskExtras = settings.desk ?? { connect: [], script: [], frame: [] }
  for (const file of await htmlFiles(dist)) {
    const desk = file === deskPage ? deskExtras : undefined
    await writeFile(file, withPolicy(await readFile(file, 'utf8'), settings, desk))
  }
}
