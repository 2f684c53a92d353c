// A failed photo waits for its retry without holding up the others; the prepared file is kept, so
// a retry does not decode the photo again.
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { UploadedPhoto } from './send'

export type PhotoState = 'waiting' | 'preparing' | 'uploading' | 'done' | 'failed'

export interface QueuedPhoto {
  id: string
  name: string
  state: PhotoState
  progress: number
  error: string | null
  result: UploadedPhoto | null
}

export interface PhotoQueueDeps {
  prepare: (file: File) => Promise<Blob>
  send: (photo: Blob, onProgress: (fraction: number) => void) => Promise<UploadedPhoto>
  onDone?: (photo: QueuedPhoto & { result: UploadedPhoto }) => void
}

export interface PhotoQueue {
  store: StoreApi<{ photos: QueuedPhoto[] }>
  add: (files: Iterable<File>) => string[]
  retry: (id: string) => void
  /** Takes a photo off the list (one under way still finishes, unseen). */
  remove: (id: string) => void
  idle: () => Promise<void>
}

let counter = 0

export function createPhotoQueue(deps: PhotoQueueDeps): PhotoQueue {
  const store = createStore<{ photos: QueuedPhoto[] }>(() => ({ photos: [] }))
  const sources = new Map<string, { file: File; prepared: Blob | null }>()
  let chain: Promise<void> = Promise.resolve()

  const patch = (id: string, change: Partial<QueuedPhoto>) =>
    store.setState((s) => ({
      photos: s.photos.map((photo) => (photo.id === id ? { ...photo, ...change } : photo)),
    }))

  const attempt = async (id: string) => {
    const source = sources.get(id)
    if (!source) return
    try {
      if (!source.prepared) {
        patch(id, { state: 'preparing', error: null })
        source.prepared = await deps.prepare(source.file)
      }
      patch(id, { state: 'uploading', progress: 0, error: null })
      const result = await deps.send(source.prepared, (progress) => patch(id, { progress }))
      patch(id, { state: 'done', progress: 1, result })
      const done = store.getState().photos.find((photo) => photo.id === id)
      if (done) deps.onDone?.({ ...done, result })
    } catch (error) {
      patch(id, { state: 'failed', error: error instanceof Error ? error.message : String(error) })
    }
  }
  const schedule = (id: string) => {
    chain = chain.then(() => attempt(id))
  }

  return {
    store,
    add(files) {
      const added: QueuedPhoto[] = []
      for (const file of files) {
        const id = `photo-${++counter}`
        sources.set(id, { file, prepared: null })
        added.push({
          id,
          name: file.name,
          state: 'waiting',
          progress: 0,
          error: null,
          result: null,
        })
      }
      store.setState((s) => ({ photos: [...s.photos, ...added] }))
      for (const photo of added) schedule(photo.id)
      return added.map((photo) => photo.id)
    },
    retry(id) {
      if (store.getState().photos.find((photo) => photo.id === id)?.state !== 'failed') return
      patch(id, { state: 'waiting', error: null, progress: 0 })
      schedule(id)
    },
    remove(id) {
      sources.delete(id)
      store.setState((s) => ({ photos: s.photos.filter((photo) => photo.id !== id) }))
    },
    idle: () => chain,
  }
}
