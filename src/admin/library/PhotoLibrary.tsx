// Every uploaded photo, newest first, with its alt text and where it is used; one is picked again
// or, when nothing uses it, deleted (the server refuses too: docs/decisions/0041).
import { useCallback, useEffect, useState } from 'react'
import { ConfirmDialog } from '../ConfirmDialog'
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../Field'
import type { DeskFirebase } from '../firebase'
import { AuthImage } from '../media/AuthImage'
import {
  deleteFromLibrary,
  firstAlt,
  type LibraryPhoto,
  listLibrary,
  placeLabel,
  uploadedWhen,
} from './libraryApi'

/** Each thumbnail is a request with the token: a long library shows more on demand. */
export const LIBRARY_PAGE = 24
const SMALL_BUTTON = `${SECONDARY_BUTTON} px-3 text-sm`

type Loaded = { photos: LibraryPhoto[] } | { failed: string } | null

export function PhotoLibrary({
  firebase,
  onPick,
}: {
  firebase: Pick<DeskFirebase, 'auth'>
  onPick?: (photo: LibraryPhoto) => void
}) {
  const [loaded, setLoaded] = useState<Loaded>(null)
  const [attempt, setAttempt] = useState(0)
  const [shown, setShown] = useState(LIBRARY_PAGE)
  const [deleting, setDeleting] = useState<LibraryPhoto | null>(null)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)

  useEffect(() => {
    // `attempt` reads the list again after a retry or a delete.
    void attempt
    const controller = new AbortController()
    listLibrary(firebase, controller.signal).then(
      (photos) => setLoaded({ photos }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({ failed: error instanceof Error ? error.message : String(error) })
      },
    )
    return () => controller.abort()
  }, [firebase, attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const remove = async (photo: LibraryPhoto) => {
    setDeleting(null)
    try {
      await deleteFromLibrary(firebase, photo.hash)
      setOutcome({ ok: true, text: `Deleted the photo uploaded ${uploadedWhen(photo)}.` })
      reload()
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) })
    }
  }

  if (!loaded)
    return (
      <p role="status" className="mt-3 text-sm">
        Loading the photos uploaded before…
      </p>
    )
  if ('failed' in loaded)
    return (
      <div className="mt-3">
        <p role="alert" className="text-red-800">
          The photos could not be listed: {loaded.failed}
        </p>
        <button type="button" className={`${SMALL_BUTTON} mt-2`} onClick={reload}>
          Try again
        </button>
      </div>
    )
  const { photos } = loaded
  return (
    <div className="mt-3">
      <p role="status" className={outcome?.ok ? 'text-sm' : 'sr-only'}>
        {outcome?.ok ? outcome.text : ''}
      </p>
      {outcome && !outcome.ok ? (
        <p role="alert" className="text-sm text-red-800">
          {outcome.text}
        </p>
      ) : null}
      {photos.length ? null : <p className="text-sm">No photo has been uploaded yet.</p>}
      <ul aria-label="Photos uploaded before" className="space-y-3">
        {photos.slice(0, shown).map((photo) => {
          const alt = firstAlt(photo)
          const when = uploadedWhen(photo)
          const name = alt ? `the photo “${alt}”` : `the photo uploaded ${when}`
          return (
            <li
              key={photo.hash}
              className="grid grid-cols-[6.5rem_1fr] gap-3 rounded-xl border border-stone-300 bg-white p-2"
            >
              <AuthImage
                firebase={firebase}
                src={photo.src}
                alt=""
                className="aspect-square w-full rounded-lg object-cover"
              />
              <div className="min-w-0 text-sm">
                <p className="font-semibold">Uploaded {when}</p>
                <p className="wrap-anywhere">
                  {alt ? `Alt text: “${alt}”` : 'No alt text yet: write one where you use it.'}
                </p>
                {photo.uses.length ? (
                  <ul aria-label={`Where ${name} is used`} className="mt-1 text-stone-700">
                    {photo.uses.map((use) => (
                      <li key={`${use.collection}:${use.id}`} className="wrap-anywhere">
                        {placeLabel(use)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-1 text-stone-700">Not used anywhere.</p>
                )}
                <div className="mt-2 flex flex-wrap gap-2">
                  {onPick ? (
                    <button
                      type="button"
                      className={SMALL_BUTTON}
                      aria-label={`Use ${name}`}
                      onClick={() => onPick(photo)}
                    >
                      Use
                    </button>
                  ) : null}
                  {photo.uses.length ? (
                    <p className="self-center text-stone-700">In use: it cannot be deleted.</p>
                  ) : (
                    <button
                      type="button"
                      className={`${DANGER_BUTTON} px-3 text-sm`}
                      aria-label={`Delete ${name}`}
                      onClick={() => setDeleting(photo)}
                    >
                      Delete
                    </button>
                  )}
                </div>
              </div>
            </li>
          )
        })}
      </ul>
      {photos.length > shown ? (
        <button
          type="button"
          className={`${SMALL_BUTTON} mt-3`}
          onClick={() => setShown((n) => n + LIBRARY_PAGE)}
        >
          Show more photos ({photos.length - shown} more)
        </button>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this photo?"
          message="Nothing uses it. It is deleted from the site’s storage for good."
          confirmLabel="Delete the photo"
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </div>
  )
}
