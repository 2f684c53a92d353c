// Build time only: an upload uses the variants the snapshot committed.
import { images } from '../../assets/images'
import type { ResponsiveImage } from '../../assets/images/types'
import type { SnapshotPhoto } from '../../content/schema/photo'

export function resolvePhoto(photo: SnapshotPhoto): ResponsiveImage {
  const crop = photo.crop ? { crop: photo.crop } : {}
  if (photo.source.kind === 'asset') return { ...images[photo.source.key], alt: photo.alt, ...crop }
  if (!photo.responsive)
    throw new Error(
      `The upload ${photo.source.hash} has no committed variants: run npm run snapshot to make them.`,
    )
  return { ...photo.responsive, alt: photo.alt, ...crop }
}
