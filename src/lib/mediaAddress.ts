/**
 * The address of a photo uploaded in the desk: `/api/media/{sha256}`, readable by staff only
 * (server/media/handler.ts). One pattern for the server, the desk and the snapshot, which reads
 * such addresses from the store instead of over HTTP (docs/decisions/0019).
 */
export const MEDIA_PATH_PREFIX = '/api/media/'
const MEDIA_ADDRESS = /^\/api\/media\/([a-f0-9]{64})\/?$/

/** The hash an address like `/api/media/{hash}` names, or null for any other address. */
export function mediaHashOf(address: string): string | null {
  return MEDIA_ADDRESS.exec(address.trim())?.[1] ?? null
}
