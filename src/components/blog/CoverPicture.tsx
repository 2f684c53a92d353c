import type { CoverImage } from '../../blog/types'

export const PLACEHOLDER_COVER = '/blog-media/placeholder.svg'

interface CoverPictureProps {
  cover: CoverImage | null
  sizes: string
  eager?: boolean
  className?: string
}

/** A post's cover or the placeholder; decorative (alt=""), as the title is always beside it. */
export function CoverPicture({ cover, sizes, eager = false, className = '' }: CoverPictureProps) {
  const imgClass = `aspect-[16/9] w-full bg-sand object-cover ${className}`
  const loading = eager ? 'eager' : 'lazy'
  if (!cover) {
    return (
      <img
        src={PLACEHOLDER_COVER}
        width={1200}
        height={675}
        alt=""
        loading={loading}
        decoding="async"
        className={imgClass}
      />
    )
  }
  return (
    <picture>
      {cover.avif ? <source type="image/avif" srcSet={cover.avif} sizes={sizes} /> : null}
      {cover.webp ? <source type="image/webp" srcSet={cover.webp} sizes={sizes} /> : null}
      <img
        src={cover.src}
        width={cover.width}
        height={cover.height}
        alt=""
        loading={loading}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
        className={imgClass}
      />
    </picture>
  )
}
