import type { ResponsiveImage } from '../assets/images'

export type PictureProps = {
  image: ResponsiveImage
  /** The rendered width per layout, e.g. "(min-width: 768px) 50vw, 100vw". */
  sizes: string
  /** The page's LCP image: load at once with high priority instead of lazily. */
  priority?: boolean
  /** Class of the <picture> wrapper. */
  className?: string
  /** Class of the <img> (object-fit, aspect, rounded corners...). */
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
