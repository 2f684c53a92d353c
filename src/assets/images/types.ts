/** One image ready for a <picture>: modern formats first, a mid-size WebP as the <img> fallback. */
export type ResponsiveImage = {
  /** A mid-size WebP, for browsers that take no <source>. */
  src: string
  /** Intrinsic size of the largest rendition: the aspect ratio the layout reserves. */
  width: number
  height: number
  alt: string
  /** One entry per format, best first (AVIF, then WebP), each with every width. */
  sources: { type: string; srcSet: string }[]
}

/** What the build produces for one image: everything but the words. */
export type ResponsiveSource = Omit<ResponsiveImage, 'alt'>
