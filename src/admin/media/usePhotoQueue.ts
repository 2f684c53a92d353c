import { useState } from 'react'
import { useStore } from 'zustand'
import type { DeskFirebase } from '../firebase'
import { createPhotoQueue, type QueuedPhoto } from './photoQueue'
import { prepareForUpload } from './resize'
import { sendPhoto, type UploadedPhoto } from './send'
import { idToken } from './token'

/** A photo queue (photoQueue.ts) for one screen, sending as the signed-in editor. */
export function usePhotoQueue(
  firebase: Pick<DeskFirebase, 'auth'>,
  onDone?: (photo: QueuedPhoto & { result: UploadedPhoto }) => void,
) {
  const [queue] = useState(() =>
    createPhotoQueue({
      prepare: prepareForUpload,
      send: async (photo, onProgress) => sendPhoto(photo, await idToken(firebase), onProgress),
      ...(onDone ? { onDone } : {}),
    }),
  )
  const photos = useStore(queue.store, (s) => s.photos)
  return { photos, add: queue.add, retry: queue.retry, remove: queue.remove }
}
