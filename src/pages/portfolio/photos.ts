/**
 * A content photo as a page shows it: a committed asset through the image registry (the bundler
 * made its variants), an upload through the variants the snapshot committed. Build time only.
 */
import { images } from '../../assets/images'
import type { ResponsiveImage } from '../../assets/images/types'
import type { SnapshotPhoto } from '../../content/schema/photo'

export function resolvePhoto(photo: SnapshotPhoto): ResponsiveImage {
  if (photo.source.kind === 'asset') return { ...images[photo.source.key], alt: photo.alt }
  if (!photo.responsive)
    throw new Error(
      `The upload ${photo.source.hash} has no committed variants: run npm run snapshot to make them.`,
    )
  return { ...photo.responsive, alt: photo.alt }
}
