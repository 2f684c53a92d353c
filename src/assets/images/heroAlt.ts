// Its own module: the image table (index.ts) and the first screen's hero (hero.ts) share it.
export const heroAlt =
  'A Raleigh backyard at dusk: a paver patio with a glowing stone fire pit and Adirondack chairs, a cedar pergola strung with lights over an outdoor sofa, a stone grill station, and the house windows lit behind'
