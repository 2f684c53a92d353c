/**
 * The desk's photos: a port with a disk and a Cloud Storage adapter. Named by the sha256 of the
 * stored bytes, so a photo uploaded twice is one file and a name never changes content.
 */
import { z } from 'zod'

export const MEDIA_TYPES = ['image/jpeg', 'image/webp'] as const
export type MediaType = (typeof MEDIA_TYPES)[number]
export const mediaType = z.enum(MEDIA_TYPES)

/** A photo's name: the hex sha256 of its bytes. */
export const mediaHash = z.string().regex(/^[a-f0-9]{64}$/)

export interface StoredMedia {
  bytes: Buffer
  type: MediaType
}

export interface MediaStore {
  /** Stores a photo under its hash (the same bytes twice leave one file). */
  put(hash: string, media: StoredMedia): Promise<void>
  /** The photo, or null when none has that hash. Throws when the store cannot be read. */
  get(hash: string): Promise<StoredMedia | null>
  has(hash: string): Promise<boolean>
}

export const EXTENSIONS: Record<MediaType, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp' }
