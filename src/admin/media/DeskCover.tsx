import { CoverPicture } from '../../components/blog/CoverPicture'
import { mediaHashOf } from '../../lib/mediaAddress'
import type { DeskFirebase } from '../firebase'
import { AuthImage } from './AuthImage'

// An uploaded photo is staff-only until published: shown through AuthImage with the editor's token.
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
