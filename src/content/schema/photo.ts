/**
 * A photo of the site's content: either one of the committed pictures under src/assets/images
 * (named by its `ImageKey`, as today's sample projects are) or a photo uploaded through the desk
 * (`POST /api/media` keeps it under the sha256 of its bytes and serves it at /api/media/{hash}).
 * Either way the alt text travels with the photo. The snapshot adds an uploaded photo's
 * responsive variants (`responsive`), encoded once then and committed; the build never encodes.
 */
import { z } from 'zod'
import { imageKeys } from '../../assets/images/keys'
import { text } from './common'

export const MEDIA_HASH_PATTERN = /^[a-f0-9]{64}$/

export const assetPhotoSource = z.strictObject({
  kind: z.literal('asset'),
  key: z.enum(imageKeys),
})

export const uploadPhotoSource = z.strictObject({
  kind: z.literal('upload'),
  hash: z.string().regex(MEDIA_HASH_PATTERN, 'the sha256 of the upload, in hex'),
})

export const photoSource = z.discriminatedUnion('kind', [assetPhotoSource, uploadPhotoSource])

/** A photo as a document holds it. */
export const photoSchema = z.strictObject({
  source: photoSource,
  alt: text(400),
})

/** What the snapshot made of an upload: a mid-size WebP, the size, and each format's srcset. */
export const responsiveSchema = z.strictObject({
  src: z.string().startsWith('/'),
  width: z.int().positive(),
  height: z.int().positive(),
  sources: z.array(z.strictObject({ type: z.string(), srcSet: z.string() })).min(1),
})

/** A photo as a snapshot holds it: an upload carries its committed variants. */
export const snapshotPhotoSchema = photoSchema.extend({
  responsive: responsiveSchema.optional(),
})

export type PhotoSource = z.infer<typeof photoSource>
export type Photo = z.infer<typeof photoSchema>
export type SnapshotPhoto = z.infer<typeof snapshotPhotoSchema>
export type ResponsiveVariants = z.infer<typeof responsiveSchema>

/** The address an upload is served at by the media endpoint. */
export function mediaPath(hash: string): string {
  return `/api/media/${hash}`
}
