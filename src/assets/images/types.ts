/** One image ready for a <picture>: modern formats first, a mid-size WebP as the <img> fallback. */
export type ResponsiveImage = {
  src: string
  /** Intrinsic size of the largest rendition: the aspect ratio the layout reserves. */
  width: number
  height: number
  alt: string
  sources: { type: string; srcSet: string }[]
  /** Which part fills a frame of another shape (src/components/framing.ts). */
  crop?: 'top' | 'bottom' | 'whole'
}

export type ResponsiveSource = Omit<ResponsiveImage, 'alt' | 'crop'>
