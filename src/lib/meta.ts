import { site } from '../content/site'

export interface SeoImage {
  url: string
  alt: string
  width: number
  height: number
}

export interface PageMeta {
  title: string
  description: string
  keywords?: readonly string[]
  canonicalPath?: string
  robots?: string
  type?: 'website' | 'article'
  image?: SeoImage
}

// Description and keywords exist at build only (src/content/pages/heads.ts).
export type RouteMeta = Omit<PageMeta, 'description'> & Partial<Pick<PageMeta, 'description'>>

export const DEFAULT_ROBOTS = 'index, follow'
export const NOINDEX_ROBOTS = 'noindex, follow'

// The title pattern of docs/product.md.
export function formatTitle(title: string): string {
  return title === site.name ? site.name : `${title} | ${site.name}`
}

export function isIndexable(meta: Pick<PageMeta, 'robots'>): boolean {
  return !(meta.robots ?? DEFAULT_ROBOTS).includes('noindex')
}
