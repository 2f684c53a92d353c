import { heroAlt } from './heroAlt'
import type { ImageKey } from './keys'

/** What each image shows, for people who cannot see it: specific, never "image of". */
export const alt: Record<ImageKey, string> = {
  heroBackyard: heroAlt,
  ownerPortrait:
    'The owner, smiling in a green Oak & Ember work shirt, standing on a finished paver patio with a cedar pergola and garden behind him',
  commitment:
    'Gloved hands setting a paver onto a screeded sand bed along a string line, with a level and a rubber mallet on the finished courses',
  aboutVideoPoster:
    'The Oak & Ember crew building a paver patio on a sunny day: one kneels to set pavers, one carries a paver, one wheels a barrow of sand',
  mapTriangle:
    'Map of the Triangle service area: Raleigh, Durham, Chapel Hill, Cary, Wake Forest, Apex, Morrisville, Garner and Sanford, with Falls Lake, Jordan Lake and the main highways',
  serviceLighting:
    'A garden at night: a flagstone walk lined with low path lights and a large oak lit from below',
  serviceLightingFacade:
    'A two-storey house at night with warm uplights washing the facade between the windows and lanterns beside the front door',
  serviceLightingPatio:
    'A dining table under a cedar pergola at night, lit by downlights in the beams and strings of bulbs',
  serviceKitchen:
    'An outdoor kitchen under a cedar pergola: a stone-clad L-shaped counter with a built-in stainless grill, sink and access doors, and bar stools at the counter',
  serviceKitchenPizza:
    'A domed wood-fired pizza oven with a fire in its arched mouth and a log niche below, beside a stone bar with three stools under string lights at dusk',
  servicePatio:
    'A paver patio enclosed by a curved stone seat wall, with two lounge chairs and a side table in late-afternoon sun',
  serviceDeck:
    'A composite deck with black metal railings off the back of a house at dusk, its stair lit by small riser lights',
  serviceFirePit:
    'A round stacked-stone fire pit burning on a circular paver patio at dusk, surrounded by four Adirondack chairs',
  serviceFireplace:
    'A stone outdoor fireplace with a cedar mantel and a fire burning, on a covered porch with a wood ceiling, recessed lights and a sofa',
  servicePergola:
    'A cedar pergola wrapped in flowering vines over a dining table and chairs on a paver patio',
  serviceGazebo:
    'A white octagonal gazebo with a shingled roof and cupola, reached by stepping stones through colourful flower beds',
  materialStone:
    'Close-up of a natural stone veneer wall: irregular grey and tan stones with deep mortar joints',
  materialWood: 'Close-up of cedar boards with flowing grain and small knots',
  materialComposite:
    'Close-up of grooved composite deck boards in a driftwood grey with a border board',
  materialPavers: 'Close-up of concrete pavers in a herringbone pattern in blended tan tones',
  projectGardenRetreat:
    'The Garden Oasis Retreat: a circular paver patio with a stone fire pit and Adirondack chairs, a vine-covered cedar pergola lounge and deep planting beds',
  projectGardenRetreatDetail:
    'The Garden Oasis Retreat after dark: the fire lit, string lights glowing in the pergola over the outdoor sofa',
  projectPatioParadise:
    'Patio Paradise: a two-level travertine patio, with lounge chairs on the lower level and a stone outdoor kitchen and dining table on the raised terrace',
  projectFirePitOasis:
    'Fire Pit Oasis: a linear gas fire table glowing inside an outdoor sectional sofa, with string lights and path lights at dusk',
  projectDeckDelight:
    'Deck Delight: a composite deck with built-in benches, a lit stair and a house glowing behind at dusk',
  projectGardenRetreatBefore:
    'The Garden Oasis Retreat yard before the work: patchy lawn worn to bare red clay, a dirt path trodden through the grass, a lone plastic chair, a rusty kettle grill and overgrown shrubs under the cypress screen',
  projectPatioParadiseBefore:
    'The Patio Paradise yard before the work: a small cracked concrete slab at the back door with a rusty kettle grill and a plastic chair, and a patchy lawn with bare clay, a worn path and weeds',
  projectFirePitOasisBefore:
    'The Fire Pit Oasis yard before the work, at dusk: a dark, patchy lawn worn to bare clay, a single plastic chair in front of the hedge, weeds, and no lights',
  projectDeckDelightBefore:
    'The Deck Delight yard before the work, at dusk: a small weathered wooden landing and steps under the back door, a worn lawn with bare clay and weeds, a rusty grill and a plastic chair',
  servicePatioBefore:
    'The patio yard before the work, in late-afternoon sun: a patchy lawn worn to red clay, a small cracked concrete pad with a plastic chair on it, and weeds',
  serviceKitchenBefore:
    'The outdoor kitchen yard before the work: a rusty kettle grill and a plastic chair on a small cracked concrete pad in a patchy, weedy lawn',
  gallery1:
    'Terraced stone retaining walls planted with shrubs and ornamental grasses, with a wide stone stair between them',
  gallery2:
    'A garden bench in a pool of light at night, uplit trees behind and a lit path winding past',
  gallery3:
    'A wood-fired pizza oven lit beside a stone bar with stools and an LED-lit counter, under string lights at dusk',
  gallery4:
    'A stone fire pit seen from above at dusk, ringed by five colourful Adirondack chairs on a round patio',
  gallery5:
    'A wooden swing hanging from a vine-covered cedar pergola above stepping stones and flower borders on a sunny day',
  teamMember1:
    'Portrait of the owner and founder: a bearded man with greying temples in a green work shirt',
  teamMember2:
    'Portrait of the lead designer: a woman with natural curly hair and glasses in a peach blouse',
  teamMember3:
    'Portrait of the project manager: a man with a side part and light stubble in a blue oxford shirt',
  teamMember4: 'Portrait of the hardscape foreman: a man with a moustache in an orange henley',
  teamMember5: 'Portrait of the lighting specialist: a woman with a black bob in a denim shirt',
  teamMember6:
    'Portrait of the client care coordinator: a smiling woman with silver hair in a bun and glasses in a green cardigan',
}
