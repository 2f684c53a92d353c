// The browser would load a draft's `/api/media/{hash}` without the editor's token (a 404), so the
// address moves to a data attribute and each picture is fetched with the token, shown from an
// object URL.
import { type RefObject, useEffect } from 'react'
import type { DeskFirebase } from '../firebase'
import { fetchMediaPhoto, releaseWhenLoaded } from './AuthImage'

export const STAFF_SRC = 'data-staff-src'

export function withStaffPhotos(html: string): string {
  return html.replace(
    /(<img\b[^>]*?\s)src="(\/api\/media\/[0-9a-f]{64}\/?)"/g,
    `$1${STAFF_SRC}="$2"`,
  )
}

export function useStaffPhotos(
  container: RefObject<HTMLElement | null>,
  html: string,
  firebase: Pick<DeskFirebase, 'auth'> | undefined,
) {
  useEffect(() => {
    const root = container.current
    if (!firebase || !root || !html) return
    const controller = new AbortController()
    const shown: [HTMLImageElement, string][] = []
    for (const image of root.querySelectorAll<HTMLImageElement>(`img[${STAFF_SRC}]`)) {
      fetchMediaPhoto(firebase, image.getAttribute(STAFF_SRC) ?? '', controller.signal).then(
        (blob) => {
          const url = URL.createObjectURL(blob)
          shown.push([image, url])
          image.src = url
        },
        () => {
          if (!controller.signal.aborted) image.title = 'This photo could not be loaded.'
        },
      )
    }
    return () => {
      controller.abort()
      for (const [image, url] of shown) releaseWhenLoaded(image, url)
    }
  }, [container, html, firebase])
}
