import type { ResponsiveImage } from '../assets/images'

export type PictureProps = {
  image: ResponsiveImage
  sizes: string
  priority?: boolean
  className?: string
  imgClassName?: string
}

/** AVIF then WebP <source>s, and an <img> that reserves its aspect ratio so nothing shifts. */
export function Picture({ image, sizes, priority = false, className, imgClassName }: PictureProps) {
  return (
    <picture className={className}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        className={imgClassName}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  )
}
