/**
 * The home page's hero image on its own: the first screen of `/` imports just this, not the
 * registry of every image and alt text on the site (which stays out of the first load).
 */
import heroSource from './art/heroBackyard.svg?responsive=wide'
import { heroAlt } from './heroAlt'
import type { ResponsiveImage } from './types'

export const heroBackyard: ResponsiveImage = { ...heroSource, alt: heroAlt }
