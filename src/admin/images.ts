/**
 * Where the desk's images come from. Every source answers the same question, "which address and
 * alt text?", so the editor inserts a picture the same way whether it was typed as a URL, chosen
 * from the site's own images, or uploaded to the site (./media/: an address `/api/media/{hash}`).
 */
export interface PickedImage {
  /** A site path ("/blog-media/art/x.svg") or an https URL. */
  src: string
  alt: string
}

/** One image the site already serves, listed by the build in /admin/site-images.json. */
export interface SiteImage {
  src: string
  label: string
}

export const SITE_IMAGES_PATH = '/admin/site-images.json'

export async function loadSiteImages(): Promise<SiteImage[]> {
  const response = await fetch(SITE_IMAGES_PATH)
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return (await response.json()) as SiteImage[]
}

/** An address the desk accepts: a site path (an uploaded photo's is one) or an https URL. */
export function imageAddressProblem(src: string): string | null {
  const value = src.trim()
  if (!value) return 'Give the image’s address.'
  if (value.startsWith('/') && !value.startsWith('//')) return null
  try {
    return new URL(value).protocol === 'https:' ? null : 'Use an https:// address or a site path.'
  } catch {
    return 'Use an https:// address or a site path (starting with /).'
  }
}

/** How long an address may take to answer before the desk calls it unreachable. */
const IMAGE_CHECK_MS = 15_000

/**
 * Whether an address answers with a picture the browser can show: an `Image` load, as the post
 * page will do (no fetch: a fetch would need the other host's CORS, and Content-Type alone lies).
 */
export function loadsAsImage(src: string, timeoutMs = IMAGE_CHECK_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image()
    const timer = setTimeout(() => resolve(false), timeoutMs)
    const done = (ok: boolean) => {
      clearTimeout(timer)
      resolve(ok)
    }
    image.onload = () => done(image.naturalWidth > 0)
    image.onerror = () => done(false)
    image.src = src
  })
}
