import { type ReactNode, useState } from 'react'
import { images } from '../../assets/images'
import { Picture } from '../../components/Picture'
import { mediaPath, type PhotoCrop, type PhotoSource } from '../../content/schema/photo'
import { DANGER_BUTTON, describedBy, FieldError, INPUT_CLASS, SECONDARY_BUTTON } from '../Field'
import type { DeskFirebase } from '../firebase'
import { LibraryButton } from '../library/LibraryButton'
import { firstAlt } from '../library/libraryApi'
import { AuthImage } from '../media/AuthImage'
import { PhotoQueueList } from '../media/PhotoQueueList'
import { usePhotoQueue } from '../media/usePhotoQueue'
import { Options } from './Options'

export const ALT_HINT =
  'What a visitor would miss without the picture: the place, the materials, what changed. “Stone patio with a gas fire pit, new cedar pergola behind”, not “photo 3”.'

const SMALL_BUTTON = `${SECONDARY_BUTTON} px-3 text-sm`
const FRAMED: Record<PhotoCrop | '', string> = {
  '': 'object-cover',
  top: 'object-cover object-top',
  bottom: 'object-cover object-bottom',
  whole: 'object-contain bg-stone-100',
}

export const CROP_LABEL: Record<PhotoCrop | '', string> = {
  '': 'Fill the frame from the middle',
  top: 'Fill the frame, keep the top',
  bottom: 'Fill the frame, keep the bottom',
  whole: 'Show the whole photo',
}

export interface PhotoCardBase {
  key: string
  source: PhotoSource
  alt: string
  /** How the site's frames show it; '' from the middle. */
  crop?: PhotoCrop | ''
}

export function Thumbnail({
  firebase,
  source,
  crop = '',
}: {
  firebase: DeskFirebase
  source: PhotoSource
  crop?: PhotoCrop | ''
}) {
  // Framed as the site's 4:3 cards frame it, so the crop is chosen looking at it.
  const thumb = `aspect-[4/3] w-full rounded-lg ${FRAMED[crop]}`
  // Decorative here: the alt text is in the field beside it.
  if (source.kind === 'upload')
    return <AuthImage firebase={firebase} src={mediaPath(source.hash)} alt="" className={thumb} />
  // The site's own picture as the site shows it, so its alt text is written looking at it.
  return (
    <Picture
      image={{ ...images[source.key], alt: '' }}
      sizes="(min-width: 640px) 12rem, 100vw"
      imgClassName={thumb}
    />
  )
}

interface PhotoCardsProps<Card extends PhotoCardBase> {
  firebase: DeskFirebase
  photos: Card[]
  problems: Record<string, string>
  /** The list's name ("The project’s photos"). */
  label: string
  intro: ReactNode
  /** Problems of the collection's own, under the photos' own. */
  errors?: ReactNode
  /** A photo uploaded now (`fileName`) or picked from the library (`alt`, its alt text there). */
  add: (hash: string, alt: string) => void
  patch: (key: string, change: Partial<PhotoCardBase>) => void
  move: (index: number, step: -1 | 1) => void
  remove: (key: string) => void
  /** What the collection asks of each photo besides its alt text and crop. */
  extra?: (card: Card, index: number, fileName: string | undefined) => ReactNode
}

// Buttons move or take out each card, so nothing needs dragging on a phone.
export function PhotoCards<Card extends PhotoCardBase>(props: PhotoCardsProps<Card>) {
  const { firebase, photos, problems, add, patch, move, remove, extra } = props
  const [fileNames, setFileNames] = useState<Record<string, string>>({})
  const queue = usePhotoQueue(firebase, (photo) => {
    setFileNames((names) => ({ ...names, [photo.result.hash]: photo.name }))
    add(photo.result.hash, '')
  })
  const addFiles = (input: HTMLInputElement) => {
    if (input.files?.length) queue.add(Array.from(input.files))
    input.value = ''
  }
  const pending = queue.photos.filter((p) => p.state !== 'done')

  return (
    <fieldset className="mt-6" aria-describedby={describedBy('photos', { error: problems.photos })}>
      <legend className="font-semibold text-stone-900">Photos</legend>
      <p className="text-sm text-stone-700">{props.intro}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <label htmlFor="photos-pick" className={`${SECONDARY_BUTTON} cursor-pointer`}>
          Choose photos
        </label>
        <input
          id="photos-pick"
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          onChange={(e) => addFiles(e.currentTarget)}
        />
        <label htmlFor="photos-take" className={`${SECONDARY_BUTTON} cursor-pointer`}>
          Take a photo
        </label>
        <input
          id="photos-take"
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          onChange={(e) => addFiles(e.currentTarget)}
        />
        <LibraryButton firebase={firebase} onPick={(photo) => add(photo.hash, firstAlt(photo))} />
      </div>
      <PhotoQueueList photos={pending} onRetry={queue.retry} onDismiss={queue.remove} />
      <FieldError id="photos" error={problems.photos} />
      {props.errors}
      <ol aria-label={props.label} className="mt-3 space-y-4">
        {photos.map((c, i) => {
          const alt = `photo-${i + 1}-alt`
          const crop = `photo-${i + 1}-crop`
          const error = problems[`photo.${c.key}`]
          return (
            <li key={c.key} className="rounded-xl border border-stone-300 bg-white p-3">
              <h2 className="font-semibold">Photo {i + 1}</h2>
              <div className="mt-2 grid gap-3 sm:grid-cols-[12rem_1fr]">
                <Thumbnail firebase={firebase} source={c.source} crop={c.crop ?? ''} />
                <div>
                  <label htmlFor={alt} className="block font-semibold">
                    Alt text for photo {i + 1}
                  </label>
                  <p id={`${alt}-hint`} className="text-sm text-stone-700">
                    {ALT_HINT}
                  </p>
                  <textarea
                    id={alt}
                    rows={2}
                    value={c.alt}
                    onChange={(e) => patch(c.key, { alt: e.target.value })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={describedBy(alt, { hint: true, error })}
                    className={INPUT_CLASS}
                  />
                  <FieldError id={alt} error={error} />
                  {extra?.(c, i, c.source.kind === 'upload' ? fileNames[c.source.hash] : undefined)}
                  <label htmlFor={crop} className="mt-2 block font-semibold">
                    How the site frames photo {i + 1}
                  </label>
                  <p id={`${crop}-hint`} className="text-sm text-stone-700">
                    Cards and the gallery show photos in a 4:3 frame: a tall photo is cut to fit.
                  </p>
                  <select
                    id={crop}
                    value={c.crop ?? ''}
                    onChange={(e) => patch(c.key, { crop: e.target.value as PhotoCrop | '' })}
                    aria-describedby={`${crop}-hint`}
                    className={INPUT_CLASS}
                  >
                    <Options labels={CROP_LABEL} />
                  </select>
                </div>
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  Move photo {i + 1} up
                </button>
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={i === photos.length - 1}
                  onClick={() => move(i, 1)}
                >
                  Move photo {i + 1} down
                </button>
                <button
                  type="button"
                  className={`${DANGER_BUTTON} px-3 text-sm`}
                  onClick={() => remove(c.key)}
                >
                  Remove photo {i + 1}
                </button>
              </div>
            </li>
          )
        })}
      </ol>
    </fieldset>
  )
}
