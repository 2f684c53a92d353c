import { SECONDARY_BUTTON } from '../Field'
import type { QueuedPhoto } from './photoQueue'

const STATE_TEXT: Record<QueuedPhoto['state'], string> = {
  waiting: 'Waiting…',
  preparing: 'Resizing…',
  uploading: 'Uploading…',
  done: 'Uploaded.',
  failed: 'Not uploaded.',
}

export function PhotoQueueList({
  photos,
  onRetry,
  onDismiss,
  onUse,
  useLabel = 'Use',
}: {
  photos: readonly QueuedPhoto[]
  onRetry: (id: string) => void
  /** A failed photo taken off the list: one that is not a photo can never succeed. */
  onDismiss: (id: string) => void
  onUse?: (photo: QueuedPhoto) => void
  useLabel?: string
}) {
  if (!photos.length) return null
  return (
    <ul aria-label="Photos sent to the site" className="mt-2 space-y-2">
      {photos.map((photo) => {
        const busy = photo.state !== 'done' && photo.state !== 'failed'
        return (
          <li key={photo.id} className="rounded-lg border border-stone-300 p-2 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold break-all">{photo.name}</span>
              <span aria-live="polite">{STATE_TEXT[photo.state]}</span>
            </div>
            {busy ? (
              <progress
                aria-label={`Uploading ${photo.name}`}
                max={1}
                {...(photo.state === 'uploading' ? { value: photo.progress } : {})}
                className="mt-1 block w-full"
              />
            ) : null}
            {photo.state === 'failed' ? (
              <>
                <p role="alert" className="mt-1 text-red-800">
                  {photo.name} was not uploaded: {photo.error}
                </p>
                <div className="mt-1 flex flex-wrap gap-2">
                  {(
                    [
                      ['Retry', onRetry],
                      ['Dismiss', onDismiss],
                    ] as const
                  ).map(([verb, act]) => (
                    <button
                      key={verb}
                      type="button"
                      className={SECONDARY_BUTTON}
                      onClick={() => act(photo.id)}
                    >
                      {verb} {photo.name}
                    </button>
                  ))}
                </div>
              </>
            ) : null}
            {photo.state === 'done' && onUse ? (
              <button
                type="button"
                className={`${SECONDARY_BUTTON} mt-1`}
                onClick={() => onUse(photo)}
              >
                {useLabel} {photo.name}
              </button>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
