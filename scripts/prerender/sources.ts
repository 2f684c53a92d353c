// The snapshot document a page is made from, so that a page that fails to build names it
// (docs/decisions/0038-a-build-never-ships-a-missing-page.md). Build-side only: the route table
// ships in every bundle, so it cannot carry this without changing every page's script.
import { readFileSync } from 'node:fs'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { matchPath, type Params } from 'react-router-dom'

interface SnapshotDocument {
  id: string
  slug: string
  order?: number
}

export interface PageSource {
  route: string
  collection: string
  file: () => string
  pick: (documents: SnapshotDocument[], params: Params) => SnapshotDocument | undefined
}

// As vite.config.ts and src/blog/snapshot.ts read them.
const contentFile = (name: string) => join(process.env.CONTENT_SNAPSHOT_DIR || 'snapshots', name)
const blogFile = () => process.env.BLOG_SNAPSHOT || 'snapshots/blog-posts.json'
const bySlug: PageSource['pick'] = (documents, params) =>
  documents.find((document) => document.slug === params.slug)

// First match wins: the spotlight's path also matches a project's.
export const PAGE_SOURCES: PageSource[] = [
  {
    // The first project by order (src/content/portfolio.ts, projectPageData without a slug).
    route: '/portfolio/project-spotlight/',
    collection: 'projects',
    file: () => contentFile('projects.json'),
    pick: (documents) => [...documents].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0],
  },
  {
    route: '/portfolio/:slug/',
    collection: 'projects',
    file: () => contentFile('projects.json'),
    pick: bySlug,
  },
  { route: '/blog/:slug/', collection: 'blog-posts', file: blogFile, pick: bySlug },
]

function shown(file: string): string {
  const path = relative(process.cwd(), resolve(file))
  return path.startsWith('..') || isAbsolute(path) ? resolve(file) : path
}

/** "projects/garden-retreat in snapshots/projects.json", or null for a page made from none. */
export function documentOf(path: string, sources: PageSource[] = PAGE_SOURCES): string | null {
  for (const source of sources) {
    const match = matchPath(source.route, path)
    if (!match) continue
    const file = source.file()
    let documents: SnapshotDocument[]
    try {
      documents = JSON.parse(readFileSync(file, 'utf8'))
    } catch {
      return `a document of ${source.collection} in ${shown(file)}, which did not read`
    }
    const document = source.pick(documents, match.params)
    if (!document) return null
    const slug = document.slug === document.id ? '' : ` (slug ${document.slug})`
    return `${source.collection}/${document.id}${slug} in ${shown(file)}`
  }
  return null
}
