// A committed asset or an upload kept under its sha256; the alt text travels with either. The
// snapshot encodes an upload's variants once; the build never encodes.
// docs/decisions/0019-uploads-through-a-function.md, docs/decisions/0020-content-snapshots.md
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

// How a photo fills a frame of another shape; without one, from its middle (decision 0050).
export const PHOTO_CROPS = ['top', 'bottom', 'whole'] as const
export type PhotoCrop = (typeof PHOTO_CROPS)[number]

export const photoSchema = z.strictObject({
  source: photoSource,
  alt: text(400),
  crop: z.enum(PHOTO_CROPS).optional(),
})

export const responsiveSchema = z.strictObject({
  src: z.string().startsWith('/'),
  width: z.int().positive(),
  height: z.int().positive(),
  sources: z.array(z.strictObject({ type: z.string(), srcSet: z.string() })).min(1),
})

export const snapshotPhotoSchema = photoSchema.extend({
  responsive: responsiveSchema.optional(),
})

export type PhotoSource = z.infer<typeof photoSource>
export type Photo = z.infer<typeof photoSchema>
export type SnapshotPhoto = z.infer<typeof snapshotPhotoSchema>
export type ResponsiveVariants = z.infer<typeof responsiveSchema>

export function mediaPath(hash: string): string {
  return `/api/media/${hash}`
}
