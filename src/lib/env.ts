import { BUILD_SETTINGS } from './buildSettings'

const DEFAULT_SITE_URL = 'https://oakandember.example'

function trimTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url
}

export const SITE_URL = trimTrailingSlash(BUILD_SETTINGS.VITE_SITE_URL || DEFAULT_SITE_URL)

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`
}
