import { useEffect, useMemo, useState } from 'react'
import { postPath } from '../blog/slug'
import { checkLinks, sitemapPaths } from './bodyLinks'
import { postState, type StoredPost } from './collections/posts'

interface LinksPanelProps {
  content: string
  /** Every other post the desk knows (the sitemap lists only those of the last build). */
  posts: StoredPost[]
}

let sitemap: Promise<Set<string>> | null = null
function sitePages(): Promise<Set<string>> {
  sitemap ??= fetch('/sitemap.xml')
    .then((r) => (r.ok ? r.text() : ''))
    .then(sitemapPaths, () => new Set<string>())
  return sitemap
}

export function LinksPanel({ content, posts }: LinksPanelProps) {
  const [pages, setPages] = useState<Set<string> | null>(null)
  useEffect(() => {
    let live = true
    void sitePages().then((found) => live && setPages(found))
    return () => {
      live = false
    }
  }, [])
  const report = useMemo(() => {
    if (!pages) return null
    const now = new Date()
    const all = new Set(pages)
    const hidden = new Set<string>()
    for (const post of posts) {
      const path = postPath(post.doc.slug)
      if (postState(post.doc, now) === 'published') all.add(path)
      else if (!all.has(path)) hidden.add(path)
    }
    return checkLinks(content, all, hidden, window.location.origin)
  }, [content, pages, posts])

  if (!report || (!report.broken.length && !report.notPublic.length && !report.external.length))
    return null
  return (
    <section aria-labelledby="links-title" className="mt-3 rounded-xl bg-white p-3 text-sm">
      <h2 id="links-title" className="font-semibold">
        Links in the body
      </h2>
      {report.broken.length ? (
        <p className="mt-1 text-red-800">
          No page of this site answers at: {report.broken.join(', ')}. Check the address (pages end
          with a slash, like /services/).
        </p>
      ) : null}
      {report.notPublic.length ? (
        <p className="mt-1 text-ember-900">
          Not public yet (a draft or scheduled post): {report.notPublic.join(', ')}. Visitors
          following it find nothing until it is published.
        </p>
      ) : null}
      {report.external.length ? (
        <>
          <p className="mt-1">Links to other sites, to open and check:</p>
          <ul className="mt-1 list-disc pl-5">
            {report.external.map((target) => (
              <li key={target} className="break-all">
                <a href={target} target="_blank" rel="noopener noreferrer" className="underline">
                  {target}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
