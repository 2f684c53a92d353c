import axios from 'axios'

// With the slash, as every address of the site (firebase.json's trailingSlash): a redirect would
// turn the POST into a GET.
export const MEDIA_ENDPOINT = '/api/media/'
/** A slow phone connection may take a while with a large photo; longer is a connection lost. */
export const UPLOAD_TIMEOUT_MS = 120_000

export interface UploadedPhoto {
  hash: string
  /** `/api/media/{hash}`: staff-only until published content uses it (decision 0041). */
  src: string
  type: string
  width: number
  height: number
}

export function uploadProblem(error: unknown): string {
  if (axios.isAxiosError(error)) {
    const said = (error.response?.data as { error?: unknown } | undefined)?.error
    if (typeof said === 'string' && said) return said
    if (error.response) return `The site answered ${error.response.status} and kept nothing.`
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')
      return 'The upload took too long and was stopped. Retry on a better connection.'
    return 'The photo did not reach the site: check the connection, then retry.'
  }
  return error instanceof Error ? error.message : String(error)
}

export async function sendPhoto(
  photo: Blob,
  token: string,
  onProgress: (fraction: number) => void,
  endpoint = MEDIA_ENDPOINT,
): Promise<UploadedPhoto> {
  try {
    const response = await axios.post<UploadedPhoto>(endpoint, photo, {
      headers: { 'Content-Type': photo.type, Authorization: `Bearer ${token}` },
      timeout: UPLOAD_TIMEOUT_MS,
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.min(1, event.loaded / event.total))
      },
    })
    return response.data
  } catch (error) {
    throw new Error(uploadProblem(error))
  }
}
