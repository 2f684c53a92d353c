// Only classes the site's stylesheet already has, so a page whose photos have no crop is the same
// to the byte (decision 0050).
import type { ResponsiveImage } from '../assets/images/types'

const FILL = 'h-full w-full object-cover'

/** A <Picture>'s classes in a frame of fixed shape: from the middle, or as the photo's crop says. */
export function framing(
  crop: ResponsiveImage['crop'],
  className: string,
  imgClassName: string,
): { className: string; imgClassName: string } {
  if (!crop) return { className, imgClassName }
  if (crop === 'whole')
    return {
      className,
      imgClassName: imgClassName.replace(FILL, 'h-full w-full object-contain bg-sand'),
    }
  const frame = className.split(' ').filter((c) => c !== 'block' && c !== 'overflow-hidden')
  return {
    className: [
      'flex',
      crop === 'top' ? 'items-start' : 'items-end',
      'overflow-hidden',
      ...frame,
    ].join(' '),
    imgClassName: imgClassName.replace(FILL, 'h-auto w-full shrink-0'),
  }
}
