/**
 * The links in a post's body, sorted for the writer: a link to a page of this site is checked
 * against the pages the site has (its sitemap, and the posts the desk knows); a link elsewhere is
 * listed to be opened by hand (the desk does not fetch other hosts).
 */
export interface LinkReport {
  /** Site paths no page answers: each as written. */
  broken: string[]
  /** Links to posts that are not public (drafts, scheduled). */
  notPublic: string[]
  /** Links to other sites. */
  external: string[]
}

/** Every link target in markdown: `[text](target "title")`, `![alt](src)` excluded, `<https://…>`. */
export function linkTargets(markdown: string): string[] {
  const targets: string[] = []
  for (const match of markdown.matchAll(/(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
    if (!match[1] && match[2]) targets.push(match[2])
  for (const match of markdown.matchAll(/<(https?:\/\/[^>\s]+)>/g))
    if (match[1]) targets.push(match[1])
  return [...new Set(targets)]
}

/** The page a site path names: no query or fragment, with its trailing slash. */
export function pagePath(target: string): string {
  const path = target.replace(/[?#].*$/, '') || '/'
  return path.endsWith('/') ? path : `${path}/`
}

export function checkLinks(
  markdown: string,
  pages: ReadonlySet<string>,
  unpublishedPosts: ReadonlySet<string>,
  origin: string,
): LinkReport {
  const report: LinkReport = { broken: [], notPublic: [], external: [] }
  for (const target of linkTargets(markdown)) {
    let url: URL
    try {
      url = new URL(target, origin)
    } catch {
      report.broken.push(target)
      continue
    }
    if (url.origin !== origin) {
      if (/^(https?|mailto|tel):$/.test(url.protocol)) report.external.push(target)
      else report.broken.push(target)
      continue
    }
    // A file (an image, a PDF) is not a page: not checked here.
    if (/\.[a-z0-9]{2,5}$/i.test(url.pathname)) continue
    const page = pagePath(url.pathname)
    if (unpublishedPosts.has(page)) report.notPublic.push(target)
    else if (!pages.has(page)) report.broken.push(target)
  }
  return report
}

/** The site paths in a sitemap.xml (its addresses carry the production origin). */
export function sitemapPaths(xml: string): Set<string> {
  const paths = new Set<string>()
  for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g))
    try {
      if (match[1]) paths.add(pagePath(new URL(match[1]).pathname))
    } catch {
      // Not an address: skipped.
    }
  return paths
}
