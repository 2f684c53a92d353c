// Named by the sha256 of the bytes: a photo uploaded twice is one file; a name never changes content.
import { z } from 'zod'

export const MEDIA_TYPES = ['image/jpeg', 'image/webp'] as const
export type MediaType = (typeof MEDIA_TYPES)[number]
export const mediaType = z.enum(MEDIA_TYPES)

export const mediaHash = z.string().regex(/^[a-f0-9]{64}$/)

export interface StoredMedia {
  bytes: Buffer
  type: MediaType
}

/** A stored photo as the library lists it: `uploadedAt` is when it was first stored. */
export interface MediaInfo {
  hash: string
  type: MediaType
  size: number
  uploadedAt: Date
}

export interface MediaStore {
  put(hash: string, media: StoredMedia): Promise<void>
  get(hash: string): Promise<StoredMedia | null>
  has(hash: string): Promise<boolean>
  /** Every stored photo, newest first. */
  list(): Promise<MediaInfo[]>
  /** False when there was no such photo. */
  delete(hash: string): Promise<boolean>
}

export const EXTENSIONS: Record<MediaType, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp' }

export const newestFirst = (a: MediaInfo, b: MediaInfo) =>
  b.uploadedAt.getTime() - a.uploadedAt.getTime() || a.hash.localeCompare(b.hash)
