/**
 * The names of the site's images. Content modules refer to images by these keys; the registry
 * in ./index.ts maps each key to its responsive sources and alt text.
 */
export const imageKeys = [
  'heroBackyard',
  'ownerPortrait',
  'commitment',
  'aboutVideoPoster',
  'mapTriangle',
  'serviceLighting',
  'serviceLightingFacade',
  'serviceLightingPatio',
  'serviceKitchen',
  'serviceKitchenPizza',
  'servicePatio',
  'serviceDeck',
  'serviceFirePit',
  'serviceFireplace',
  'servicePergola',
  'serviceGazebo',
  'materialStone',
  'materialWood',
  'materialComposite',
  'materialPavers',
  'projectGardenRetreat',
  'projectGardenRetreatDetail',
  'projectPatioParadise',
  'projectFirePitOasis',
  'projectDeckDelight',
  'gallery1',
  'gallery2',
  'gallery3',
  'gallery4',
  'gallery5',
  'teamMember1',
  'teamMember2',
  'teamMember3',
  'teamMember4',
  'teamMember5',
  'teamMember6',
] as const

export type ImageKey = (typeof imageKeys)[number]
