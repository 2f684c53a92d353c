import { site } from '../content/site'

export interface SeoImage {
  url: string
  alt: string
  width: number
  height: number
}

/** What a route says about itself in the document head; routes carry it as `handle.meta`. */
export interface PageMeta {
  /** Page title without the site suffix. */
  title: string
  description: string
  keywords?: readonly string[]
  /** Path of the canonical URL when it is not the page's own (the home page's twins). */
  canonicalPath?: string
  /** Defaults to "index, follow". */
  robots?: string
  type?: 'website' | 'article'
  image?: SeoImage
}

/** A route's head (src/content/pages/heads.ts): its description and keywords exist at build only. */
export type RouteMeta = Omit<PageMeta, 'description'> & Partial<Pick<PageMeta, 'description'>>

export const DEFAULT_ROBOTS = 'index, follow'
export const NOINDEX_ROBOTS = 'noindex, follow'

/** "{page title} | Oak & Ember Outdoor Living", the title pattern of docs/product.md. */
export function formatTitle(title: string): string {
  return title === site.name ? site.name : `${title} | ${site.name}`
}

export function isIndexable(meta: Pick<PageMeta, 'robots'>): boolean {
  return !(meta.robots ?? DEFAULT_ROBOTS).includes('noindex')
}
