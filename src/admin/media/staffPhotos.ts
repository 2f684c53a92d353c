/**
 * Staff-only photos inside rendered HTML (the desk's preview): the markdown pipeline writes
 * `<img src="/api/media/{hash}">`, which the browser would load without the editor's token (a 401
 * and a broken picture). The address moves to a data attribute before the HTML reaches the page,
 * and each picture is then fetched with the token and shown from an object URL.
 */
import { type RefObject, useEffect } from 'react'
import type { DeskFirebase } from '../firebase'
import { fetchMediaPhoto } from './AuthImage'

export const STAFF_SRC = 'data-staff-src'

export function withStaffPhotos(html: string): string {
  return html.replace(
    /(<img\b[^>]*?\s)src="(\/api\/media\/[0-9a-f]{64}\/?)"/g,
    `$1${STAFF_SRC}="$2"`,
  )
}

/** Fills the `data-staff-src` pictures under `container` each time `html` changes. */
export function useStaffPhotos(
  container: RefObject<HTMLElement | null>,
  html: string,
  firebase: Pick<DeskFirebase, 'auth'> | undefined,
) {
  useEffect(() => {
    const root = container.current
    if (!firebase || !root || !html) return
    const controller = new AbortController()
    const urls: string[] = []
    for (const image of root.querySelectorAll<HTMLImageElement>(`img[${STAFF_SRC}]`)) {
      fetchMediaPhoto(firebase, image.getAttribute(STAFF_SRC) ?? '', controller.signal).then(
        (blob) => {
          const url = URL.createObjectURL(blob)
          urls.push(url)
          image.src = url
        },
        () => {
          if (!controller.signal.aborted) image.title = 'This photo could not be loaded.'
        },
      )
    }
    return () => {
      controller.abort()
      for (const url of urls) URL.revokeObjectURL(url)
    }
  }, [container, html, firebase])
}
