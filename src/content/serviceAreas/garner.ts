import type { ServiceArea } from './types'

export const garner: ServiceArea = {
  id: 'garner',
  name: 'Garner',
  county: 'Wake County',
  metaTitle: 'Garner Patios, Fire Pits & Deck Rebuilds',
  description:
    'First patios, fire pits, deck rebuilds and simple lighting for Garner homes, from established ranches off Timber Drive to newer streets near White Oak.',
  heading: 'A Better Backyard in Garner',
  intro:
    'Just south of Raleigh along US-401 and I-40, Garner mixes brick ranches from the sixties and seventies with newer subdivisions near White Oak and Lake Benson. Projects here tend to be practical: a first real patio, a fire pit the family uses every weekend, or a tired deck rebuilt properly.',
  requests: [
    {
      title: 'Replacing the original deck',
      body: 'Plenty of ranch houses around Timber Drive still carry a pressure-treated deck from decades ago, soft at the edges and wobbly at the rail. We take it down, inspect the ledger and footings, and rebuild in wood or composite, sometimes lower and wider so it meets a new patio.',
    },
    {
      title: 'A first patio and fire pit',
      body: 'Younger families in the newer subdivisions often own nothing more than grass and a concrete stoop. A modest paver patio with a wood-burning pit is the most common opening project, and we build the base so a pergola or grill station can join it later without rework.',
    },
    {
      title: 'Using a wide, level yard',
      body: 'Older lots in town are generous and mostly flat. Owners want that room put to work: a patio by the house, a gravel path out to a fire circle under the pines, and a few fixtures so the stroll back indoors is easy after dark.',
    },
  ],
  siteNotes: [
    {
      title: 'Ranch-era foundations',
      body: 'Houses from the sixties and seventies often sit on crawl spaces with brick piers and vents low on the wall. We keep patios below those vents, flash any new ledger carefully against the old band board, or build freestanding so nothing is bolted into doubtful framing.',
    },
    {
      title: 'Flat lots, slow water',
      body: 'Level yards over red clay shed water poorly, and puddles after a summer thunderstorm are common. We crown patios slightly, run a gravel trench along the low edge, and shape the lawn around them so runoff heads for the street or a swale.',
    },
    {
      title: 'Covenants on some streets',
      body: 'Newer neighborhoods such as Eagle Ridge have covenants and a review committee, while many older streets have none at all. We find out which applies at the first visit, so no one orders materials ahead of an approval that turns out to be needed.',
    },
  ],
  permits: {
    office: 'Town of Garner Inspections Department',
    body: 'Inside town limits, the inspections department issues permits for decks, roofed structures and the gas or power runs behind a fire feature or kitchen. Homes in the surrounding county are permitted by Wake County instead; we file with whichever office applies and keep every inspection on schedule.',
  },
  neighbourhoods: [
    'Downtown Garner',
    'Timber Drive',
    'White Oak',
    'Eagle Ridge',
    'Lake Benson',
    'Vandora Springs',
    'Aversboro',
  ],
  services: {
    'patios-and-decks':
      'First paver patios for newer homes and rebuilt decks for established ranches, both on bases made for flat, clay-heavy yards.',
    'outdoor-kitchens':
      'Straightforward grill stations with a counter and storage, sized to the budget and ready to grow.',
    'fire-pits-and-fireplaces':
      'Wood-burning fire pits with a paver surround, a favorite first project in town, plus gas models for covenant-bound streets.',
    'pergolas-and-gazebos':
      'Cedar pergolas that turn a plain patio into a shaded spot for lunch, added once the budget allows.',
    'landscape-lighting':
      'A handful of well-placed path and tree lights on a timer, often the finishing touch that makes a first patio feel complete.',
  },
  nearby: ['raleigh', 'cary', 'apex'],
}
