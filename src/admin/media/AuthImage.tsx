// An `<img>` cannot send the editor's ID token, so a staff-only photo is fetched with it and shown
// from an object URL.
import { useEffect, useRef, useState } from 'react'
import type { DeskFirebase } from '../firebase'
import { idToken } from './token'

export async function fetchMediaPhoto(
  firebase: Pick<DeskFirebase, 'auth'>,
  src: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await fetch(src, {
    headers: { authorization: `Bearer ${await idToken(firebase)}` },
    ...(signal ? { signal } : {}),
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: unknown }
    throw new Error(typeof body.error === 'string' ? body.error : `HTTP ${response.status}`)
  }
  return response.blob()
}

/**
 * Gives an object URL back once the picture no longer needs it: at once when it has loaded or
 * failed (or never started), else when it does. Revoked while the `<img>` was still to fetch it,
 * the browser logged net::ERR_FILE_NOT_FOUND (a desk test, now and then, on a quick change).
 */
export function releaseWhenLoaded(image: HTMLImageElement | null, url: string): void {
  const release = () => URL.revokeObjectURL(url)
  if (!image || image.complete || image.getAttribute('src') !== url) {
    release()
    return
  }
  image.addEventListener('load', release, { once: true })
  image.addEventListener('error', release, { once: true })
}

/** Whether a staff-only address shows a picture (the picker's check before it takes one). */
export async function mediaShows(firebase: Pick<DeskFirebase, 'auth'>, src: string) {
  try {
    return (await fetchMediaPhoto(firebase, src)).type.startsWith('image/')
  } catch {
    return false
  }
}

export function AuthImage({
  firebase,
  src,
  alt,
  className,
}: {
  firebase: Pick<DeskFirebase, 'auth'>
  src: string
  alt: string
  className?: string
}) {
  const [shown, setShown] = useState<{ src: string; url: string } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  // Kept after the picture goes: React clears an object ref before the effect's cleanup runs.
  const image = useRef<HTMLImageElement | null>(null)
  const keepImage = (element: HTMLImageElement | null) => {
    if (element) image.current = element
  }
  useEffect(() => {
    const controller = new AbortController()
    let url: string | null = null
    setProblem(null)
    fetchMediaPhoto(firebase, src, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return
        url = URL.createObjectURL(blob)
        setShown({ src, url })
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setProblem(error instanceof Error ? error.message : String(error))
      },
    )
    return () => {
      controller.abort()
      if (url) releaseWhenLoaded(image.current, url)
    }
  }, [firebase, src])
  if (problem)
    return (
      <p role="alert" className="text-sm text-red-800">
        The photo could not be shown: {problem}
      </p>
    )
  if (shown?.src !== src)
    return (
      <p role="status" className="text-sm">
        Loading the photo…
      </p>
    )
  return <img ref={keepImage} src={shown.url} alt={alt} className={className} />
}
