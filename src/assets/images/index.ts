// The site's images, one row each: the SVG master (rasterised at build by
// scripts/images/responsiveImages.ts), its alt text and the pages that show it.
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
import { heroAlt } from './heroAlt'
import type { ImageKey } from './keys'
import type { ResponsiveImage, ResponsiveSource } from './types'

export type { ImageKey } from './keys'
export { imageKeys } from './keys'
export type { ResponsiveImage, ResponsiveSource } from './types'

// The browser build folds `usedOn` away, as heads.ts does its crawler text (decision 0028).
const atBuild = import.meta.env?.SSR

interface ImageRow {
  image: ResponsiveSource
  /** What it shows, for people who cannot see it: specific, never "image of". */
  alt: string
  /** The pages that show it, as the visible-pages fixture records them (index.test.ts). */
  usedOn?: readonly string[]
}

export const imageTable: Record<ImageKey, ImageRow> = {
  heroBackyard: {
    image: heroBackyard,
    alt: heroAlt,
    ...(atBuild && {
      usedOn: ['/', '/careers/', '/events/', '/landing-page/', '/newsletter/', '/testimonials/'],
    }),
  },
  ownerPortrait: {
    image: ownerPortrait,
    alt: 'The owner, smiling in a green Oak & Ember work shirt, standing on a finished paver patio with a cedar pergola and garden behind him',
    ...(atBuild && { usedOn: ['/', '/careers/', '/events/', '/newsletter/', '/testimonials/'] }),
  },
  commitment: {
    image: commitment,
    alt: 'Gloved hands setting a paver onto a screeded sand bed along a string line, with a level and a rubber mallet on the finished courses',
    ...(atBuild && {
      usedOn: [
        '/',
        '/careers/',
        '/events/',
        '/newsletter/',
        '/services/outdoor-kitchens/',
        '/testimonials/',
      ],
    }),
  },
  aboutVideoPoster: {
    image: aboutVideoPoster,
    alt: 'The Oak & Ember crew building a paver patio on a sunny day: one kneels to set pavers, one carries a paver, one wheels a barrow of sand',
    ...(atBuild && { usedOn: ['/about-us/'] }),
  },
  mapTriangle: {
    image: mapTriangle,
    alt: 'Map of the Triangle service area: Raleigh, Durham, Chapel Hill, Cary, Wake Forest, Apex, Morrisville, Garner and Sanford, with Falls Lake, Jordan Lake and the main highways',
    ...(atBuild && { usedOn: ['/contact-us/', '/service-areas/'] }),
  },
  serviceLighting: {
    image: serviceLighting,
    alt: 'A garden at night: a flagstone walk lined with low path lights and a large oak lit from below',
    ...(atBuild && { usedOn: ['/services/', '/services/landscape-lighting/'] }),
  },
  serviceLightingFacade: {
    image: serviceLightingFacade,
    alt: 'A two-storey house at night with warm uplights washing the facade between the windows and lanterns beside the front door',
    ...(atBuild && { usedOn: ['/services/landscape-lighting/'] }),
  },
  serviceLightingPatio: {
    image: serviceLightingPatio,
    alt: 'A dining table under a cedar pergola at night, lit by downlights in the beams and strings of bulbs',
    ...(atBuild && { usedOn: ['/about-us/', '/landing-page/', '/services/landscape-lighting/'] }),
  },
  serviceKitchen: {
    image: serviceKitchen,
    alt: 'An outdoor kitchen under a cedar pergola: a stone-clad L-shaped counter with a built-in stainless grill, sink and access doors, and bar stools at the counter',
    ...(atBuild && {
      usedOn: [
        '/404',
        '/landing-page/',
        '/portfolio/patio-paradise/',
        '/services/',
        '/services/outdoor-kitchens/',
        '/services/patios-and-decks/',
      ],
    }),
  },
  serviceKitchenPizza: {
    image: serviceKitchenPizza,
    alt: 'A domed wood-fired pizza oven with a fire in its arched mouth and a log niche below, beside a stone bar with three stools under string lights at dusk',
    ...(atBuild && { usedOn: ['/service/', '/services/outdoor-kitchens/'] }),
  },
  servicePatio: {
    image: servicePatio,
    alt: 'A paver patio enclosed by a curved stone seat wall, with two lounge chairs and a side table in late-afternoon sun',
    ...(atBuild && {
      usedOn: ['/404', '/landing-page/', '/services/', '/services/patios-and-decks/'],
    }),
  },
  serviceDeck: {
    image: serviceDeck,
    alt: 'A composite deck with black metal railings off the back of a house at dusk, its stair lit by small riser lights',
    ...(atBuild && { usedOn: ['/portfolio/deck-delight/', '/services/patios-and-decks/'] }),
  },
  serviceFirePit: {
    image: serviceFirePit,
    alt: 'A round stacked-stone fire pit burning on a circular paver patio at dusk, surrounded by four Adirondack chairs',
    ...(atBuild && {
      usedOn: [
        '/404',
        '/landing-page/',
        '/portfolio/fire-pit-oasis/',
        '/services/',
        '/services/fire-pits-and-fireplaces/',
      ],
    }),
  },
  serviceFireplace: {
    image: serviceFireplace,
    alt: 'A stone outdoor fireplace with a cedar mantel and a fire burning, on a covered porch with a wood ceiling, recessed lights and a sofa',
    ...(atBuild && { usedOn: ['/services/', '/services/fire-pits-and-fireplaces/'] }),
  },
  servicePergola: {
    image: servicePergola,
    alt: 'A cedar pergola wrapped in flowering vines over a dining table and chairs on a paver patio',
    ...(atBuild && { usedOn: ['/service/', '/services/', '/services/pergolas-and-gazebos/'] }),
  },
  serviceGazebo: {
    image: serviceGazebo,
    alt: 'A white octagonal gazebo with a shingled roof and cupola, reached by stepping stones through colourful flower beds',
    ...(atBuild && { usedOn: ['/services/pergolas-and-gazebos/'] }),
  },
  materialStone: {
    image: materialStone,
    alt: 'Close-up of a natural stone veneer wall: irregular grey and tan stones with deep mortar joints',
    ...(atBuild && { usedOn: ['/services/outdoor-kitchens/', '/services/patios-and-decks/'] }),
  },
  materialWood: {
    image: materialWood,
    alt: 'Close-up of cedar boards with flowing grain and small knots',
    ...(atBuild && { usedOn: ['/services/patios-and-decks/'] }),
  },
  materialComposite: {
    image: materialComposite,
    alt: 'Close-up of grooved composite deck boards in a driftwood grey with a border board',
    ...(atBuild && { usedOn: ['/services/patios-and-decks/'] }),
  },
  materialPavers: {
    image: materialPavers,
    alt: 'Close-up of concrete pavers in a herringbone pattern in blended tan tones',
    ...(atBuild && { usedOn: ['/services/patios-and-decks/'] }),
  },
  projectGardenRetreat: {
    image: projectGardenRetreat,
    alt: 'The Garden Oasis Retreat: a circular paver patio with a stone fire pit and Adirondack chairs, a vine-covered cedar pergola lounge and deep planting beds',
    ...(atBuild && {
      usedOn: [
        '/landing-page/',
        '/portfolio/',
        '/portfolio/garden-retreat/',
        '/portfolio/project-spotlight/',
        '/service-areas/apex/',
        '/service-areas/cary/',
        '/service-areas/durham/',
        '/service-areas/garner/',
        '/service-areas/raleigh/',
        '/service-areas/wake-forest/',
        '/services/fire-pits-and-fireplaces/',
        '/services/landscape-lighting/',
        '/services/patios-and-decks/',
        '/services/pergolas-and-gazebos/',
      ],
    }),
  },
  projectGardenRetreatDetail: {
    image: projectGardenRetreatDetail,
    alt: 'The Garden Oasis Retreat after dark: the fire lit, string lights glowing in the pergola over the outdoor sofa',
    ...(atBuild && {
      usedOn: [
        '/portfolio/garden-retreat/',
        '/portfolio/project-spotlight/',
        '/services/pergolas-and-gazebos/',
      ],
    }),
  },
  projectPatioParadise: {
    image: projectPatioParadise,
    alt: 'Patio Paradise: a two-level travertine patio, with lounge chairs on the lower level and a stone outdoor kitchen and dining table on the raised terrace',
    ...(atBuild && {
      usedOn: [
        '/landing-page/',
        '/portfolio/',
        '/portfolio/patio-paradise/',
        '/service-areas/apex/',
        '/service-areas/cary/',
        '/service-areas/chapel-hill/',
        '/service-areas/garner/',
        '/service-areas/morrisville/',
        '/service-areas/raleigh/',
        '/services/outdoor-kitchens/',
        '/services/patios-and-decks/',
      ],
    }),
  },
  projectFirePitOasis: {
    image: projectFirePitOasis,
    alt: 'Fire Pit Oasis: a linear gas fire table glowing inside an outdoor sectional sofa, with string lights and path lights at dusk',
    ...(atBuild && {
      usedOn: [
        '/portfolio/',
        '/portfolio/fire-pit-oasis/',
        '/service-areas/chapel-hill/',
        '/service-areas/durham/',
        '/services/fire-pits-and-fireplaces/',
        '/services/landscape-lighting/',
      ],
    }),
  },
  projectDeckDelight: {
    image: projectDeckDelight,
    alt: 'Deck Delight: a composite deck with built-in benches, a lit stair and a house glowing behind at dusk',
    ...(atBuild && {
      usedOn: [
        '/portfolio/',
        '/portfolio/deck-delight/',
        '/service-areas/wake-forest/',
        '/services/landscape-lighting/',
        '/services/patios-and-decks/',
      ],
    }),
  },
  projectGardenRetreatBefore: {
    image: projectGardenRetreatBefore,
    alt: 'The Garden Oasis Retreat yard before the work: patchy lawn worn to bare red clay, a dirt path trodden through the grass, a lone plastic chair, a rusty kettle grill and overgrown shrubs under the cypress screen',
    ...(atBuild && { usedOn: ['/portfolio/garden-retreat/', '/portfolio/project-spotlight/'] }),
  },
  projectPatioParadiseBefore: {
    image: projectPatioParadiseBefore,
    alt: 'The Patio Paradise yard before the work: a small cracked concrete slab at the back door with a rusty kettle grill and a plastic chair, and a patchy lawn with bare clay, a worn path and weeds',
    ...(atBuild && { usedOn: ['/portfolio/patio-paradise/'] }),
  },
  projectFirePitOasisBefore: {
    image: projectFirePitOasisBefore,
    alt: 'The Fire Pit Oasis yard before the work, at dusk: a dark, patchy lawn worn to bare clay, a single plastic chair in front of the hedge, weeds, and no lights',
    ...(atBuild && { usedOn: ['/portfolio/fire-pit-oasis/'] }),
  },
  projectDeckDelightBefore: {
    image: projectDeckDelightBefore,
    alt: 'The Deck Delight yard before the work, at dusk: a small weathered wooden landing and steps under the back door, a worn lawn with bare clay and weeds, a rusty grill and a plastic chair',
    ...(atBuild && { usedOn: ['/portfolio/deck-delight/'] }),
  },
  servicePatioBefore: {
    image: servicePatioBefore,
    alt: 'The patio yard before the work, in late-afternoon sun: a patchy lawn worn to red clay, a small cracked concrete pad with a plastic chair on it, and weeds',
    ...(atBuild && { usedOn: ['/services/patios-and-decks/'] }),
  },
  serviceKitchenBefore: {
    image: serviceKitchenBefore,
    alt: 'The outdoor kitchen yard before the work: a rusty kettle grill and a plastic chair on a small cracked concrete pad in a patchy, weedy lawn',
    ...(atBuild && { usedOn: ['/services/outdoor-kitchens/'] }),
  },
  gallery1: {
    image: gallery1,
    alt: 'Terraced stone retaining walls planted with shrubs and ornamental grasses, with a wide stone stair between them',
    ...(atBuild && { usedOn: ['/portfolio/'] }),
  },
  gallery2: {
    image: gallery2,
    alt: 'A garden bench in a pool of light at night, uplit trees behind and a lit path winding past',
    ...(atBuild && { usedOn: ['/portfolio/', '/service/'] }),
  },
  gallery3: {
    image: gallery3,
    alt: 'A wood-fired pizza oven lit beside a stone bar with stools and an LED-lit counter, under string lights at dusk',
    ...(atBuild && { usedOn: ['/portfolio/', '/service/'] }),
  },
  gallery4: {
    image: gallery4,
    alt: 'A stone fire pit seen from above at dusk, ringed by five colourful Adirondack chairs on a round patio',
    ...(atBuild && { usedOn: ['/portfolio/'] }),
  },
  gallery5: {
    image: gallery5,
    alt: 'A wooden swing hanging from a vine-covered cedar pergola above stepping stones and flower borders on a sunny day',
    ...(atBuild && { usedOn: ['/portfolio/'] }),
  },
  teamMember1: {
    image: teamMember1,
    alt: 'Portrait of the owner and founder: a bearded man with greying temples in a green work shirt',
    ...(atBuild && { usedOn: ['/landing-page/'] }),
  },
  teamMember2: {
    image: teamMember2,
    alt: 'Portrait of the lead designer: a woman with natural curly hair and glasses in a peach blouse',
    ...(atBuild && { usedOn: ['/landing-page/'] }),
  },
  teamMember3: {
    image: teamMember3,
    alt: 'Portrait of the project manager: a man with a side part and light stubble in a blue oxford shirt',
    ...(atBuild && { usedOn: ['/landing-page/'] }),
  },
  teamMember4: {
    image: teamMember4,
    alt: 'Portrait of the hardscape foreman: a man with a moustache in an orange henley',
    ...(atBuild && { usedOn: ['/landing-page/'] }),
  },
  teamMember5: {
    image: teamMember5,
    alt: 'Portrait of the lighting specialist: a woman with a black bob in a denim shirt',
    ...(atBuild && { usedOn: ['/landing-page/'] }),
  },
  teamMember6: {
    image: teamMember6,
    alt: 'Portrait of the client care coordinator: a smiling woman with silver hair in a bun and glasses in a green cardigan',
    ...(atBuild && { usedOn: ['/landing-page/'] }),
  },
}

export const images = Object.fromEntries(
  Object.entries(imageTable).map(([key, row]) => [key, { ...row.image, alt: row.alt }]),
) as Record<ImageKey, ResponsiveImage>
