// Renditions come from the SVG masters in ./art, rasterised at build
// (scripts/images/responsiveImages.ts).
import { alt } from './alt'
import aboutVideoPoster from './art/aboutVideoPoster.svg?responsive=wide'
import commitment from './art/commitment.svg?responsive=wide'
import gallery1 from './art/gallery1.svg?responsive=square'
import gallery2 from './art/gallery2.svg?responsive=square'
import gallery3 from './art/gallery3.svg?responsive=square'
import gallery4 from './art/gallery4.svg?responsive=square'
import gallery5 from './art/gallery5.svg?responsive=square'
import mapTriangle from './art/mapTriangle.svg?responsive=wide'
import materialComposite from './art/materialComposite.svg?responsive=thumb'
import materialPavers from './art/materialPavers.svg?responsive=thumb'
import materialStone from './art/materialStone.svg?responsive=thumb'
import materialWood from './art/materialWood.svg?responsive=thumb'
import ownerPortrait from './art/ownerPortrait.svg?responsive=tall'
import projectDeckDelight from './art/projectDeckDelight.svg?responsive=wide'
import projectDeckDelightBefore from './art/projectDeckDelightBefore.svg?responsive=wide'
import projectFirePitOasis from './art/projectFirePitOasis.svg?responsive=wide'
import projectFirePitOasisBefore from './art/projectFirePitOasisBefore.svg?responsive=wide'
import projectGardenRetreat from './art/projectGardenRetreat.svg?responsive=wide'
import projectGardenRetreatBefore from './art/projectGardenRetreatBefore.svg?responsive=wide'
import projectGardenRetreatDetail from './art/projectGardenRetreatDetail.svg?responsive=wide'
import projectPatioParadise from './art/projectPatioParadise.svg?responsive=wide'
import projectPatioParadiseBefore from './art/projectPatioParadiseBefore.svg?responsive=wide'
import serviceDeck from './art/serviceDeck.svg?responsive=wide'
import serviceFirePit from './art/serviceFirePit.svg?responsive=wide'
import serviceFireplace from './art/serviceFireplace.svg?responsive=wide'
import serviceGazebo from './art/serviceGazebo.svg?responsive=wide'
import serviceKitchen from './art/serviceKitchen.svg?responsive=wide'
import serviceKitchenBefore from './art/serviceKitchenBefore.svg?responsive=wide'
import serviceKitchenPizza from './art/serviceKitchenPizza.svg?responsive=wide'
import serviceLighting from './art/serviceLighting.svg?responsive=wide'
import serviceLightingFacade from './art/serviceLightingFacade.svg?responsive=wide'
import serviceLightingPatio from './art/serviceLightingPatio.svg?responsive=wide'
import servicePatio from './art/servicePatio.svg?responsive=wide'
import servicePatioBefore from './art/servicePatioBefore.svg?responsive=wide'
import servicePergola from './art/servicePergola.svg?responsive=wide'
import teamMember1 from './art/teamMember1.svg?responsive=thumb'
import teamMember2 from './art/teamMember2.svg?responsive=thumb'
import teamMember3 from './art/teamMember3.svg?responsive=thumb'
import teamMember4 from './art/teamMember4.svg?responsive=thumb'
import teamMember5 from './art/teamMember5.svg?responsive=thumb'
import teamMember6 from './art/teamMember6.svg?responsive=thumb'
import { heroBackyard } from './hero'
import type { ImageKey } from './keys'
import type { ResponsiveImage, ResponsiveSource } from './types'

export type { ImageKey } from './keys'
export { imageKeys } from './keys'
export type { ResponsiveImage, ResponsiveSource } from './types'

const sources: Record<ImageKey, ResponsiveSource> = {
  heroBackyard,
  ownerPortrait,
  commitment,
  aboutVideoPoster,
  mapTriangle,
  serviceLighting,
  serviceLightingFacade,
  serviceLightingPatio,
  serviceKitchen,
  serviceKitchenPizza,
  servicePatio,
  serviceDeck,
  serviceFirePit,
  serviceFireplace,
  servicePergola,
  serviceGazebo,
  materialStone,
  materialWood,
  materialComposite,
  materialPavers,
  projectGardenRetreat,
  projectGardenRetreatDetail,
  projectPatioParadise,
  projectFirePitOasis,
  projectDeckDelight,
  projectGardenRetreatBefore,
  projectPatioParadiseBefore,
  projectFirePitOasisBefore,
  projectDeckDelightBefore,
  servicePatioBefore,
  serviceKitchenBefore,
  gallery1,
  gallery2,
  gallery3,
  gallery4,
  gallery5,
  teamMember1,
  teamMember2,
  teamMember3,
  teamMember4,
  teamMember5,
  teamMember6,
}

export const images = Object.fromEntries(
  Object.entries(sources).map(([key, source]) => [key, { ...source, alt: alt[key as ImageKey] }]),
) as Record<ImageKey, ResponsiveImage>
