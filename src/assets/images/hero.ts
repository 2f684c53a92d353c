/** The hero image on its own: the first screen of `/` imports just this, not the whole registry. */
import heroSource from './art/heroBackyard.svg?responsive=wide'
import { heroAlt } from './heroAlt'
import type { ResponsiveImage } from './types'

export const heroBackyard: ResponsiveImage = { ...heroSource, alt: heroAlt }
