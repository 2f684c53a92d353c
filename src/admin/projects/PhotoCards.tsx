import { useState } from 'react'
import { images } from '../../assets/images'
import { Picture } from '../../components/Picture'
import { mediaPath, type PhotoCrop, type PhotoSource } from '../../content/schema/photo'
import {
  movePhoto,
  type PhotoCard,
  type ProjectValues,
  removePhoto,
  uploadCard,
} from '../collections/projects'
import { DANGER_BUTTON, describedBy, FieldError, INPUT_CLASS, SECONDARY_BUTTON } from '../Field'
import type { DeskFirebase } from '../firebase'
import { LibraryButton } from '../library/LibraryButton'
import { firstAlt } from '../library/libraryApi'
import { AuthImage } from '../media/AuthImage'
import { PhotoQueueList } from '../media/PhotoQueueList'
import { usePhotoQueue } from '../media/usePhotoQueue'

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

/** "Cover: Flagstone patio at dusk", else the file's name, else the photo's number. */
export function coverLabel(card: PhotoCard, number: number, fileName?: string): string {
  const alt = card.alt.trim()
  const name = alt.length > 80 ? `${alt.slice(0, 79)}…` : alt
  if (name) return `Cover: ${name}`
  if (fileName) return `Cover: ${fileName}`
  return `Cover: photo ${number}${card.source.kind === 'asset' ? `, ${card.source.key}` : ''}`
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

// Buttons move or take out each card, so nothing needs dragging on a phone.
export function PhotoCards({
  firebase,
  values,
  problems,
  onChange,
}: {
  firebase: DeskFirebase
  values: ProjectValues
  problems: Record<string, string>
  onChange: (change: (values: ProjectValues) => ProjectValues) => void
}) {
  const [fileNames, setFileNames] = useState<Record<string, string>>({})
  const queue = usePhotoQueue(firebase, (photo) => {
    setFileNames((names) => ({ ...names, [uploadCard(photo.result.hash).key]: photo.name }))
    onChange((v) =>
      v.photos.some((c) => c.key === uploadCard(photo.result.hash).key)
        ? v
        : { ...v, photos: [...v.photos, uploadCard(photo.result.hash)] },
    )
  })
  const addFiles = (input: HTMLInputElement) => {
    if (input.files?.length) queue.add(Array.from(input.files))
    input.value = ''
  }
  const pending = queue.photos.filter((p) => p.state !== 'done')
  const patch = (key: string, change: Partial<PhotoCard>) =>
    onChange((v) => ({
      ...v,
      photos: v.photos.map((c) => (c.key === key ? { ...c, ...change } : c)),
    }))
  const number = (key: string) => values.photos.findIndex((c) => c.key === key) + 1

  return (
    <fieldset className="mt-6" aria-describedby={describedBy('photos', { error: problems.photos })}>
      <legend className="font-semibold text-stone-900">Photos</legend>
      <p className="text-sm text-stone-700">
        Mark one as the cover. A photo taken before the work can be paired with the one after it:
        the page shows the two with a slider.
      </p>
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
        <LibraryButton
          firebase={firebase}
          onPick={(photo) =>
            onChange((v) =>
              v.photos.some((c) => c.key === uploadCard(photo.hash).key)
                ? v
                : {
                    ...v,
                    photos: [...v.photos, { ...uploadCard(photo.hash), alt: firstAlt(photo) }],
                  },
            )
          }
        />
      </div>
      <PhotoQueueList photos={pending} onRetry={queue.retry} onDismiss={queue.remove} />
      <FieldError id="photos" error={problems.photos} />
      <FieldError id="cover" error={problems.cover} />
      <ol aria-label="The project’s photos" className="mt-3 space-y-4">
        {values.photos.map((c, i) => {
          const alt = `photo-${i + 1}-alt`
          const error = problems[`photo.${c.key}`]
          const befores = values.photos.filter((o) => o.beforeOf === c.key)
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
                  <label className="mt-2 flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="cover"
                      checked={values.cover === c.key}
                      disabled={!!c.beforeOf}
                      onChange={() => onChange((v) => ({ ...v, cover: c.key }))}
                      className="size-5"
                    />
                    {coverLabel(c, i + 1, fileNames[c.key])}
                  </label>
                  <label htmlFor={`photo-${i + 1}-crop`} className="mt-2 block font-semibold">
                    How the site frames photo {i + 1}
                  </label>
                  <p id={`photo-${i + 1}-crop-hint`} className="text-sm text-stone-700">
                    Cards and the gallery show photos in a 4:3 frame: a tall photo is cut to fit.
                  </p>
                  <select
                    id={`photo-${i + 1}-crop`}
                    value={c.crop ?? ''}
                    onChange={(e) => patch(c.key, { crop: e.target.value as PhotoCrop | '' })}
                    aria-describedby={`photo-${i + 1}-crop-hint`}
                    className={INPUT_CLASS}
                  >
                    {Object.entries(CROP_LABEL).map(([crop, label]) => (
                      <option key={crop} value={crop}>
                        {label}
                      </option>
                    ))}
                  </select>
                  <label htmlFor={`photo-${i + 1}-pair`} className="mt-2 block font-semibold">
                    Before the work, photo {i + 1} shows the place of
                  </label>
                  <select
                    id={`photo-${i + 1}-pair`}
                    value={c.beforeOf}
                    disabled={befores.length > 0}
                    onChange={(e) =>
                      onChange((v) => ({
                        ...v,
                        cover: v.cover === c.key && e.target.value ? '' : v.cover,
                        photos: v.photos.map((o) =>
                          o.key === c.key ? { ...o, beforeOf: e.target.value } : o,
                        ),
                      }))
                    }
                    className={INPUT_CLASS}
                  >
                    <option value="">No pair: not a “before” photo</option>
                    {values.photos
                      .filter((o) => o.key !== c.key && !o.beforeOf)
                      .map((o) => (
                        <option key={o.key} value={o.key}>
                          Photo {number(o.key)} (after)
                        </option>
                      ))}
                  </select>
                  {befores.length ? (
                    <p className="mt-1 text-sm">
                      After the work: paired with photo{' '}
                      {befores.map((b) => number(b.key)).join(', ')}.
                    </p>
                  ) : null}
                </div>
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={i === 0}
                  onClick={() => onChange((v) => ({ ...v, photos: movePhoto(v.photos, i, -1) }))}
                >
                  Move photo {i + 1} up
                </button>
                <button
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={i === values.photos.length - 1}
                  onClick={() => onChange((v) => ({ ...v, photos: movePhoto(v.photos, i, 1) }))}
                >
                  Move photo {i + 1} down
                </button>
                <button
                  type="button"
                  className={`${DANGER_BUTTON} px-3 text-sm`}
                  onClick={() => onChange((v) => removePhoto(v, c.key))}
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
