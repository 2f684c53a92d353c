// TEMPORARY stand-in until the artwork branch lands (same props as the real component).
import type { ResponsiveImage } from '../assets/images'

interface PictureProps {
  image: ResponsiveImage
  sizes: string
  priority?: boolean
  className?: string
  imgClassName?: string
}

export function Picture({ image, sizes, priority, className, imgClassName }: PictureProps) {
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
        sizes={sizes}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={imgClassName}
      />
    </picture>
  )
}
