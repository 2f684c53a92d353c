export const MEDIA_PATH_PREFIX = '/api/media/'
const MEDIA_ADDRESS = /^\/api\/media\/([a-f0-9]{64})\/?$/

export function mediaHashOf(address: string): string | null {
  return MEDIA_ADDRESS.exec(address.trim())?.[1] ?? null
}
