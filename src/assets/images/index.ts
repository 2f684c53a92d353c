// TEMPORARY stand-in until the artwork branch lands (same interface as the real registry).
import { type ImageKey, imageKeys } from './keys'

export type { ImageKey }

export interface ResponsiveImage {
  src: string
  width: number
  height: number
  alt: string
  sources: { type: string; srcSet: string }[]
}

export const images = Object.fromEntries(
  imageKeys.map((key) => [
    key,
    { src: '/placeholder.svg', width: 1600, height: 1200, alt: key, sources: [] },
  ]),
) as unknown as Record<ImageKey, ResponsiveImage>
