/** A desk upload's address, `/api/media/{sha256}`, staff-only; one pattern for every reader. */
export const MEDIA_PATH_PREFIX = '/api/media/'
const MEDIA_ADDRESS = /^\/api\/media\/([a-f0-9]{64})\/?$/

/** The hash an address like `/api/media/{hash}` names, or null for any other address. */
export function mediaHashOf(address: string): string | null {
  return MEDIA_ADDRESS.exec(address.trim())?.[1] ?? null
}
