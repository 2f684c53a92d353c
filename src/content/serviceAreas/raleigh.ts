import type { ServiceArea } from './types'

export const raleigh: ServiceArea = {
  id: 'raleigh',
  name: 'Raleigh',
  county: 'Wake County',
  metaTitle: 'Patios, Outdoor Kitchens & Fire Pits in Raleigh, NC',
  description:
    'Patios, decks, outdoor kitchens and lighting for Raleigh homes, from Oakwood and Five Points to North Hills, built around old oaks and red clay.',
  heading: 'Raleigh Patios, Kitchens and Fire Features',
  intro:
    'Raleigh is where we are based, and most weeks at least one of our crews is working inside the Beltline. The capital mixes century-old houses under towering willow oaks with newer homes out toward Brier Creek and Wakefield, and a good backyard plan respects whichever one you live in.',
  requests: [
    {
      title: 'Room under the oaks',
      body: 'Intown lots in Five Points and Hayes Barton are shaded by oaks planted generations ago. Owners want somewhere to sit that does not harm those trees, so we bridge big roots with pier footings or set pavers on a raised base rather than trenching through the root zone.',
    },
    {
      title: 'Terraces that suit an old house',
      body: 'In Oakwood and Boylan Heights the house itself is the showpiece. People ask for a brick terrace, new masonry steps down to the garden and gentle lighting, built in materials and proportions that look original and that the historic commission will approve.',
    },
    {
      title: 'The full entertaining yard',
      body: 'Farther out, from North Hills to Brier Creek, lots are larger and flatter, and families want the whole set: a kitchen island with a grill, a gas fire pit with seating for eight, and lights on a timer so the yard still works once the kids are in bed.',
    },
  ],
  siteNotes: [
    {
      title: 'Red clay under everything',
      body: 'Most of the city sits on Piedmont clay that swells when wet and cracks when dry. We dig out the soft topsoil, compact a thick stone base in layers and pitch every patio away from the house, because pavers laid straight onto clay tend to heave within a couple of winters.',
    },
    {
      title: 'Historic overlay districts',
      body: 'Oakwood, Boylan Heights and the other local historic districts need a certificate of appropriateness from the Raleigh Historic Development Commission before visible exterior work begins. Staff can approve many minor items; larger changes wait for a monthly committee meeting, so we build that review into the schedule from day one.',
    },
    {
      title: 'Roots, leaves and runoff',
      body: 'Mature trees mean wide root plates and a steady fall of leaves into drains. We expose major roots by hand before any footing goes in, and we decide early where storm water will go, often into a gravel trench or a dry creek bed, so new paving never sends it toward a neighbor.',
    },
  ],
  permits: {
    office: 'City of Raleigh Development Services',
    body: 'Decks, roofed structures and anything with gas piping or new wiring generally need a City of Raleigh permit, requested through its online Permit and Development Portal. We prepare the drawings, file the application and meet each inspector on site; a simple paver patio or a portable fire bowl usually needs none.',
  },
  neighbourhoods: [
    'Five Points',
    'Hayes Barton',
    'Oakwood',
    'Boylan Heights',
    'Mordecai',
    'North Hills',
    'North Raleigh',
    'Brier Creek',
    'Wakefield',
  ],
  services: {
    'patios-and-decks':
      'Brick and bluestone terraces that suit an intown house, and composite decks for the roomier lots of North Raleigh, each set on a base dug below the soft top layer of clay.',
    'outdoor-kitchens':
      'Grill islands sized for a narrow intown yard or a full cooking wall near North Hills, with gas and power run under permit.',
    'fire-pits-and-fireplaces':
      'Gas fire pits placed well clear of low oak limbs, and brick fireplaces detailed to match the chimney of an older home.',
    'pergolas-and-gazebos':
      'Painted wood pergolas that echo a Craftsman or Colonial Revival house, and louvered roofs for open lots that bake in the afternoon sun.',
    'landscape-lighting':
      'Soft uplighting on old oaks and brick facades, with path lights along the long front walks of Hayes Barton and Mordecai.',
  },
  nearby: ['garner', 'cary', 'wake-forest'],
}
