import { useState } from 'react'
import { FieldError, SECONDARY_BUTTON } from './Field'
import type { DeskFirebase } from './firebase'
import { ImagePicker } from './ImagePicker'
import type { PickedImage } from './images'
import { DeskCover } from './media/DeskCover'

interface CoverFieldProps {
  firebase: DeskFirebase
  cover: string
  alt: string
  errors: { cover?: string | undefined; coverAlt?: string | undefined }
  onChange: (image: PickedImage) => void
}

/** The cover, shown cropped to 16:9 as the blog shows it, chosen or uploaded with its alt text. */
export function CoverField({ firebase, cover, alt, errors, onChange }: CoverFieldProps) {
  const [picking, setPicking] = useState(false)
  const error = errors.cover ?? errors.coverAlt
  return (
    <fieldset className="mt-5" aria-describedby={error ? 'cover-error' : undefined}>
      <legend className="font-semibold">Cover image</legend>
      <div className="mt-2 max-w-sm overflow-hidden rounded-xl">
        <DeskCover firebase={firebase} cover={cover} sizes="384px" />
      </div>
      <p className="mt-2 text-sm break-all text-stone-700">
        {cover ? (
          <>
            {cover}
            <br />
            Alt text: {alt || <strong>missing</strong>}
          </>
        ) : (
          'No cover: the blog shows its placeholder.'
        )}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={SECONDARY_BUTTON} onClick={() => setPicking(true)}>
          {cover ? 'Change cover' : 'Choose a cover'}
        </button>
        {cover ? (
          <button
            type="button"
            className={SECONDARY_BUTTON}
            onClick={() => onChange({ src: '', alt: '' })}
          >
            Remove cover
          </button>
        ) : null}
      </div>
      <FieldError id="cover" error={error} />
      {picking ? (
        <ImagePicker
          firebase={firebase}
          title="Choose the cover"
          confirmLabel="Use as cover"
          initial={{ src: cover, alt }}
          onClose={() => setPicking(false)}
          onPick={(image) => {
            setPicking(false)
            onChange(image)
          }}
        />
      ) : null}
    </fieldset>
  )
}
