// Its own module, so alt.ts imports no SVG and plain Node can read every alt text (the retired
// art generator did: docs/decisions/0043-placeholder-art-generator-removed.md).
export const heroAlt =
  'A Raleigh backyard at dusk: a paver patio with a glowing stone fire pit and Adirondack chairs, a cedar pergola strung with lights over an outdoor sofa, a stone grill station, and the house windows lit behind'
