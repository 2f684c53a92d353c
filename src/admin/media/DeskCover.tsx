import { CoverPicture } from '../../components/blog/CoverPicture'
import { mediaHashOf } from '../../lib/mediaAddress'
import type { DeskFirebase } from '../firebase'
import { AuthImage } from './AuthImage'

/**
 * A cover as the desk shows it, cropped to 16:9 as the blog does: an uploaded photo (staff-only
 * until published) through AuthImage with the editor's token, any other address as the blog's own.
 */
export function DeskCover({
  firebase,
  cover,
  sizes,
}: {
  firebase: Pick<DeskFirebase, 'auth'> | undefined
  cover: string
  sizes: string
}) {
  if (firebase && mediaHashOf(cover))
    return (
      <AuthImage
        firebase={firebase}
        src={cover}
        alt=""
        className="aspect-[16/9] w-full object-cover"
      />
    )
  return (
    <CoverPicture
      cover={cover ? { src: cover, width: 1200, height: 675, source: cover } : null}
      sizes={sizes}
    />
  )
}
