import { type FormEvent, useEffect, useRef, useState } from 'react'
import { mediaHashOf } from '../lib/mediaAddress'
import { describedBy, Field, INPUT_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from './Field'
import type { DeskFirebase } from './firebase'
import {
  imageAddressProblem,
  loadSiteImages,
  loadsAsImage,
  type PickedImage,
  type SiteImage,
} from './images'
import { LibraryButton } from './library/LibraryButton'
import { firstAlt } from './library/libraryApi'
import { AuthImage, mediaShows } from './media/AuthImage'
import { PhotoQueueList } from './media/PhotoQueueList'
import { usePhotoQueue } from './media/usePhotoQueue'

interface ImagePickerProps {
  firebase: DeskFirebase
  title: string
  confirmLabel: string
  initial: PickedImage
  onPick: (image: PickedImage) => void
  onClose: () => void
  /** A test passes its own. */
  checkImage?: (src: string) => Promise<boolean>
}

// Uploaded photos stay staff-only until published; alt text is always asked for.
export function ImagePicker({
  firebase,
  title,
  confirmLabel,
  initial,
  onPick,
  onClose,
  checkImage,
}: ImagePickerProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [src, setSrc] = useState(initial.src)
  const [alt, setAlt] = useState(initial.alt)
  const [errors, setErrors] = useState<{ src?: string; alt?: string }>({})
  const [siteImages, setSiteImages] = useState<SiteImage[] | null>(null)
  // The photo stored last becomes the address; each stored one can be chosen again.
  const photos = usePhotoQueue(firebase, (photo) => setSrc(photo.result.src))

  useEffect(() => {
    dialog.current?.showModal()
    loadSiteImages().then(setSiteImages, () => setSiteImages([]))
  }, [])

  const [checking, setChecking] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const next = {
      ...(imageAddressProblem(src) ? { src: imageAddressProblem(src) ?? '' } : {}),
      ...(alt.trim() ? {} : { alt: 'Alt text is required: say what the image shows.' }),
    }
    setErrors(next)
    if (next.src || next.alt) return
    setChecking(true)
    const check =
      checkImage ??
      ((address: string) =>
        mediaHashOf(address) ? mediaShows(firebase, address) : loadsAsImage(address))
    const shows = await check(src.trim())
    setChecking(false)
    if (!shows)
      return setErrors({
        src: 'No picture answers at this address (it may be misspelt, removed, private, or not an image). Open it in a new tab to check.',
      })
    onPick({ src: src.trim(), alt: alt.trim() })
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="image-picker-title"
      onCancel={onClose}
      className="m-auto max-h-[92vh] w-[min(40rem,94vw)] overflow-y-auto rounded-2xl bg-white p-5 text-stone-900 backdrop:bg-stone-950/60"
    >
      <form onSubmit={(e) => void submit(e)}>
        <h2 id="image-picker-title" className="font-display text-2xl font-semibold">
          {title}
        </h2>
        <Field
          id="image-src"
          label="Image address"
          hint="A site path (/blog-media/…) or an https:// URL."
          error={errors.src}
        >
          <input
            id="image-src"
            value={src}
            onChange={(e) => setSrc(e.target.value)}
            aria-invalid={errors.src ? true : undefined}
            aria-describedby={describedBy('image-src', { hint: true, error: errors.src })}
            className={INPUT_CLASS}
          />
        </Field>
        <fieldset className="mt-5">
          <legend className="font-semibold">Or choose one of the site’s images</legend>
          {siteImages === null ? (
            <p className="text-sm">Loading the site’s images…</p>
          ) : (
            <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
              {siteImages.map((image) => (
                <li key={image.src}>
                  <button
                    type="button"
                    aria-pressed={src === image.src}
                    aria-label={`Use ${image.label}`}
                    onClick={() => setSrc(image.src)}
                    className="block w-full overflow-hidden rounded-lg border-2 border-transparent aria-pressed:border-forest-800"
                  >
                    <img
                      src={image.src}
                      alt=""
                      className="aspect-[16/9] w-full object-cover"
                      loading="lazy"
                    />
                    <span className="block px-1 py-0.5 text-left text-xs wrap-anywhere">
                      {image.label}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <div className="mt-5">
          <LibraryButton
            firebase={firebase}
            onPick={(photo) => {
              setSrc(photo.src)
              setAlt((typed) => typed.trim() || firstAlt(photo))
            }}
          />
        </div>
        <Field
          id="image-upload"
          label="Or upload photos"
          hint="JPEG, PNG, WebP or AVIF (iPhone photos from Safari). Made at most 2560 px long, without their location, before they leave this device."
        >
          <input
            id="image-upload"
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
            aria-describedby="image-upload-hint"
            onChange={(e) => {
              photos.add(Array.from(e.target.files ?? []))
              e.target.value = ''
            }}
            className="mt-1 block w-full text-base"
          />
          <PhotoQueueList
            photos={photos.photos}
            onRetry={photos.retry}
            onDismiss={photos.remove}
            onUse={(photo) => photo.result && setSrc(photo.result.src)}
          />
        </Field>
        {mediaHashOf(src) ? (
          <AuthImage
            firebase={firebase}
            src={src.trim()}
            alt="The uploaded photo"
            className="mt-3 max-h-48 rounded-lg"
          />
        ) : null}
        <Field
          id="image-alt"
          label="Alt text"
          hint="What the image shows, for people who cannot see it."
          error={errors.alt}
        >
          <input
            id="image-alt"
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            aria-invalid={errors.alt ? true : undefined}
            aria-describedby={describedBy('image-alt', { hint: true, error: errors.alt })}
            className={INPUT_CLASS}
          />
        </Field>
        <p role="status" className="mt-4 text-sm empty:hidden">
          {checking ? 'Checking that the address shows a picture…' : ''}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" className={PRIMARY_BUTTON} disabled={checking}>
            {confirmLabel}
          </button>
          <button type="button" className={SECONDARY_BUTTON} onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  )
}
