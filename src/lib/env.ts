/** Build-time settings with safe defaults, so the site builds and runs with no configuration. */
import { BUILD_SETTINGS } from './buildSettings'

const DEFAULT_SITE_URL = 'https://oakandember.example'

function trimTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url
}

/** Absolute origin used for canonical URLs, Open Graph, JSON-LD and the sitemap. */
export const SITE_URL = trimTrailingSlash(BUILD_SETTINGS.VITE_SITE_URL || DEFAULT_SITE_URL)

/** Turns a site path ('/faq/') into an absolute URL on the configured origin. */
export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`
}
