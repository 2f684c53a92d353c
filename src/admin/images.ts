// Every source (a typed URL, the site's images, an upload) answers the same question: which address
// and alt text.
export interface PickedImage {
  src: string
  alt: string
}

/** Listed by the build in /admin/site-images.json. */
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

const IMAGE_CHECK_MS = 15_000

// An `Image` load, as the post page does: a fetch would need the other host's CORS, and
// Content-Type alone lies.
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
