/**
 * The home page's hero image on its own: the first screen of `/` imports just this, not the
 * registry of every image and alt text on the site (which stays out of the first load).
 */
import heroSource from './art/heroBackyard.svg?responsive=wide'
import type { ResponsiveImage } from './types'

export const heroAlt =
  'A Raleigh backyard at dusk: a paver patio with a glowing stone fire pit and Adirondack chairs, a cedar pergola strung with lights over an outdoor sofa, a stone grill station, and the house windows lit behind'

export const heroBackyard: ResponsiveImage = { ...heroSource, alt: heroAlt }
