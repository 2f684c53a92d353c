import type { ImageKey } from '../../../src/assets/images/keys'
import type { Art } from '../lib/art'
import { aboutVideoPoster } from './aboutVideoPoster'
import { commitment } from './commitment'
import { gallery1, gallery2, gallery3, gallery4, gallery5 } from './gallery'
import { heroBackyard } from './heroBackyard'
import { mapTriangle } from './mapTriangle'
import { materialComposite, materialPavers, materialStone, materialWood } from './materials'
import { ogDefault } from './ogDefault'
import { ownerPortrait } from './ownerPortrait'
import {
  projectDeckDelight,
  projectDeckDelightBefore,
  projectFirePitOasis,
  projectFirePitOasisBefore,
  projectGardenRetreat,
  projectGardenRetreatBefore,
  projectGardenRetreatDetail,
  projectPatioParadise,
  projectPatioParadiseBefore,
} from './projects'
import { serviceDeck } from './serviceDeck'
import { serviceFirePit } from './serviceFirePit'
import { serviceFireplace } from './serviceFireplace'
import { serviceGazebo } from './serviceGazebo'
import { serviceKitchen, serviceKitchenBefore } from './serviceKitchen'
import { serviceKitchenPizza } from './serviceKitchenPizza'
import { serviceLighting } from './serviceLighting'
import { serviceLightingFacade } from './serviceLightingFacade'
import { serviceLightingPatio } from './serviceLightingPatio'
import { servicePatio, servicePatioBefore } from './servicePatio'
import { servicePergola } from './servicePergola'
import {
  teamMember1,
  teamMember2,
  teamMember3,
  teamMember4,
  teamMember5,
  teamMember6,
} from './team'

/** Titles of the masters that are not in the image registry. */
export const TITLES: Record<string, string> = {
  ogDefault:
    'Oak & Ember Outdoor Living: a Raleigh backyard at dusk with a fire pit, pergola and string lights',
}

/** Every master the site uses, by image key (plus the social card). */
export const scenes: Partial<Record<ImageKey | 'ogDefault', () => Art>> = {
  heroBackyard,
  ownerPortrait,
  commitment,
  aboutVideoPoster,
  mapTriangle,
  serviceFirePit,
  servicePergola,
  servicePatio,
  serviceKitchen,
  serviceKitchenPizza,
  serviceDeck,
  serviceFireplace,
  serviceGazebo,
  serviceLighting,
  serviceLightingFacade,
  serviceLightingPatio,
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
  ogDefault,
}
