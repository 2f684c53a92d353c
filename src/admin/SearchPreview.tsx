import { postPath } from '../blog/slug'
import { absoluteUrl } from '../lib/env'
import { formatTitle } from '../lib/meta'

/** Where search engines usually cut a title and a description, in characters (approximate). */
export const SEARCH_TITLE_LIMIT = 60
export const SEARCH_DESCRIPTION_LIMIT = 160

interface SearchPreviewProps {
  title: string
  seoTitle: string
  slug: string
  excerpt: string
}

const cut = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit - 1).trimEnd()}…` : text

export function SearchPreview({ title, seoTitle, slug, excerpt }: SearchPreviewProps) {
  const fullTitle = formatTitle(seoTitle.trim() || title.trim() || 'Untitled')
  const description = excerpt.trim()
  const address = absoluteUrl(postPath(slug.trim() || 'your-slug'))
  return (
    <section aria-labelledby="search-preview-title" className="mt-5 rounded-xl bg-white p-3">
      <h2 id="search-preview-title" className="font-semibold">
        In search results
      </h2>
      <div className="mt-2 rounded-lg border border-stone-300 p-3">
        <p className="break-all text-sm text-stone-700">{address}</p>
        <p className="mt-1 text-lg text-[#1a0dab]">{cut(fullTitle, SEARCH_TITLE_LIMIT)}</p>
        <p className="mt-1 text-sm text-stone-800">
          {description
            ? cut(description, SEARCH_DESCRIPTION_LIMIT)
            : 'No excerpt: search engines pick text from the page.'}
        </p>
      </div>
      <p className="mt-2 text-sm text-stone-700">
        Title {fullTitle.length} characters
        {fullTitle.length > SEARCH_TITLE_LIMIT
          ? `: past about ${SEARCH_TITLE_LIMIT} it is cut (a shorter SEO title helps).`
          : ` (up to about ${SEARCH_TITLE_LIMIT} show).`}{' '}
        Excerpt {description.length} characters
        {description.length > SEARCH_DESCRIPTION_LIMIT
          ? `: past about ${SEARCH_DESCRIPTION_LIMIT} it is cut.`
          : ` (up to about ${SEARCH_DESCRIPTION_LIMIT} show).`}
      </p>
    </section>
  )
}
