/**
 * Uploads an image to Firebase Storage (blog-media/, where storage.rules let editors write
 * raster images up to 10 MB) and gives back its download URL: from there on it is an image "by
 * URL" like any other. The one module of the desk that talks to Storage, loaded only when an
 * editor picks a file, and only offered when VITE_FIREBASE_STORAGE_BUCKET is set.
 *
 * Untested here: the Storage emulator does not run on this project's machines (it needs Java 21
 * and downloads its rules runtime). Everything around it (the picker, the address it returns, the
 * post that uses it) is tested with addresses typed or chosen instead.
 */
import { getDownloadURL, getStorage, ref, uploadBytes } from 'firebase/storage'
import type { DeskFirebase } from './firebase'

export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif']
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024

export async function uploadImage(firebase: DeskFirebase, file: File): Promise<string> {
  if (!UPLOAD_TYPES.includes(file.type))
    throw new Error('Only PNG, JPEG, WebP, AVIF or GIF images can be uploaded.')
  if (file.size > UPLOAD_MAX_BYTES) throw new Error('Images can be 10 MB at most.')
  const safeName = file.name.toLowerCase().replace(/[^a-z0-9.]+/g, '-')
  const path = `blog-media/uploads/${Date.now()}-${safeName}`
  const stored = await uploadBytes(ref(getStorage(firebase.app), path), file, {
    contentType: file.type,
    cacheControl: 'public, max-age=31536000, immutable',
  })
  return getDownloadURL(stored.ref)
}
