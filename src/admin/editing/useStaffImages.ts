// An uploaded photo is staff-only until published: a preview fetches it with the editor's token
// and shows it from an object URL, kept for the page's life (a preview re-renders at each key).
import { useEffect, useState } from 'react'
import type { DeskFirebase } from '../firebase'
import { fetchMediaPhoto } from '../media/AuthImage'

const loaded = new Map<string, Promise<string>>()

export const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

export function useStaffImages(
  firebase: Pick<DeskFirebase, 'auth'>,
  paths: readonly string[],
): ReadonlyMap<string, string> {
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(new Map())
  const key = paths.join(' ')
  useEffect(() => {
    let live = true
    for (const path of key.split(' ').filter(Boolean)) {
      let url = loaded.get(path)
      if (!url) {
        url = fetchMediaPhoto(firebase, path).then((blob) => URL.createObjectURL(blob))
        loaded.set(path, url)
        url.catch(() => loaded.delete(path))
      }
      url.then(
        (src) => live && setUrls((found) => new Map(found).set(path, src)),
        () => {},
      )
    }
    return () => {
      live = false
    }
  }, [firebase, key])
  return urls
}
