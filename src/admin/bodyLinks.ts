// A link elsewhere is only listed, to be opened by hand: the desk does not fetch other hosts.
export interface LinkReport {
  broken: string[]
  notPublic: string[]
  external: string[]
}

export function linkTargets(markdown: string): string[] {
  const targets: string[] = []
  // No class reaches past the next bracket or '<': on a pasted run of them, linear, not quadratic.
  for (const match of markdown.matchAll(
    /(!?)\[[^[\]]*\]\(\s*<?([^)\s<>[\]]+)>?(?:\s+"[^"[\]]*")?\s*\)/g,
  ))
    if (!match[1] && match[2]) targets.push(match[2])
  for (const match of markdown.matchAll(/<(https?:\/\/[^<>\s]+)>/g))
    if (match[1]) targets.push(match[1])
  return [...new Set(targets)]
}

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
    if (/\.[a-z0-9]{2,5}$/i.test(url.pathname)) continue
    const page = pagePath(url.pathname)
    if (unpublishedPosts.has(page)) report.notPublic.push(target)
    else if (!pages.has(page)) report.broken.push(target)
  }
  return report
}

// Its addresses carry the production origin.
export function sitemapPaths(xml: string): Set<string> {
  const paths = new Set<string>()
  for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g))
    try {
      if (match[1]) paths.add(pagePath(new URL(match[1]).pathname))
    } catch {}
  return paths
}
