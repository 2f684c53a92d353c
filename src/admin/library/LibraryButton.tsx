// A button that opens the library in a dialog, for a form that takes a photo (ImagePicker, a
// project's photo cards); the dialog closes on the pick.
import { useEffect, useRef, useState } from 'react'
import { SECONDARY_BUTTON } from '../Field'
import type { DeskFirebase } from '../firebase'
import type { LibraryPhoto } from './libraryApi'
import { PhotoLibrary } from './PhotoLibrary'

export const LIBRARY_BUTTON_LABEL = 'Choose an uploaded photo'

function LibraryDialog({
  firebase,
  onPick,
  onClose,
}: {
  firebase: Pick<DeskFirebase, 'auth'>
  onPick: (photo: LibraryPhoto) => void
  onClose: () => void
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    dialog.current?.showModal()
  }, [])
  return (
    <dialog
      ref={dialog}
      aria-labelledby="photo-library-title"
      onCancel={onClose}
      className="m-auto max-h-[92vh] w-[min(40rem,94vw)] overflow-y-auto rounded-2xl bg-white p-5 text-stone-900 backdrop:bg-stone-950/60"
    >
      <h2 id="photo-library-title" className="font-display text-2xl font-semibold">
        Uploaded photos
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Newest first. A photo keeps its address wherever it is used; one nothing uses can be
        deleted.
      </p>
      <PhotoLibrary firebase={firebase} onPick={onPick} />
      <button type="button" className={`${SECONDARY_BUTTON} mt-4`} onClick={onClose}>
        Close
      </button>
    </dialog>
  )
}

export function LibraryButton({
  firebase,
  onPick,
  className = SECONDARY_BUTTON,
}: {
  firebase: Pick<DeskFirebase, 'auth'>
  onPick: (photo: LibraryPhoto) => void
  className?: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {LIBRARY_BUTTON_LABEL}
      </button>
      {open ? (
        <LibraryDialog
          firebase={firebase}
          onClose={() => setOpen(false)}
          onPick={(photo) => {
            setOpen(false)
            onPick(photo)
          }}
        />
      ) : null}
    </>
  )
}
