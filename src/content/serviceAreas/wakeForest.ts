import type { ServiceArea } from './types'

export const wakeForest: ServiceArea = {
  id: 'wake-forest',
  name: 'Wake Forest',
  county: 'Wake County and Franklin County',
  metaTitle: 'Wake Forest Decks, Patios & Fire Pits',
  description:
    'Decks, patios, fire pits and outdoor kitchens for Wake Forest homes, from the historic downtown to new streets in Heritage and wooded lots near Falls Lake.',
  heading: 'Outdoor Spaces for Wake Forest Families',
  intro:
    'Wake Forest has grown from a small college town around White Street into one of the busiest places to build north of Raleigh. Our jobs there run from gardens beside century-old houses near the old campus to brand-new homes with a bare back yard and an HOA handbook.',
  requests: [
    {
      title: 'Planning a bare yard in phases',
      body: 'New homes in Holding Village, Traditions and the newer sections of Heritage often arrive with sod, a stoop and little else. Buyers ask for a plan of the whole yard that can be built over a few seasons: patio now, fire pit and lighting next spring, the kitchen after that.',
    },
    {
      title: 'A deck facing the woods',
      body: 'Lots backing onto wooded buffers or the land toward Falls Lake practically ask for a raised deck. Composite boards with aluminum railings are the usual pick out here, since they shrug off leaf litter and the mildew that follows a shady summer.',
    },
    {
      title: 'Fire circles on big lots',
      body: 'Larger properties in Hasentree and out toward the county line have space for a wood-burning pit ringed by Adirondack chairs, far enough from house and trees to burn real logs. Most families add a gravel or paver pad and a few low lights so the circle gets used all winter.',
    },
  ],
  siteNotes: [
    {
      title: 'Stream buffers near the lake',
      body: 'This corner of the county drains to the Neuse River around Falls Lake, and state buffer rules protect a fifty-foot strip along each side of qualifying streams. We map any creek or wet-weather channel on the property before siting a patio, and keep new hard surfaces out of that strip.',
    },
    {
      title: 'Historic downtown review',
      body: 'The downtown historic district, with its houses around the old college campus, falls under the town Historic Preservation Commission. Work seen from the street needs a certificate of appropriateness, so on these older homes we design in traditional materials and leave time in the schedule for that review.',
    },
    {
      title: 'Fill soil on new lots',
      body: 'Fresh subdivisions are usually graded by cut and fill, which can leave loose fill over clay toward the back of a lot. We compact it in thin lifts or take footings down through it, because a patio laid on fill that only looks settled can still sink a year later.',
    },
  ],
  permits: {
    office: 'Town of Wake Forest Inspections Department',
    body: 'Within town limits, including the part of town in Franklin County, decks, roofed structures, gas lines and new circuits go through the town inspections office. Homes just outside those limits are permitted by the county instead; we confirm which applies from the address before drawing anything, then handle the filing and inspections.',
  },
  neighbourhoods: [
    'Downtown Wake Forest',
    'Glen Royall',
    'Heritage',
    'Holding Village',
    'Traditions',
    'Hasentree',
    'Falls Lake',
  ],
  services: {
    'patios-and-decks':
      'A first patio or composite deck for a new Heritage or Holding Village home, laid out so later phases connect without tearing anything up.',
    'outdoor-kitchens':
      'Kitchens added as a second phase beside an existing patio, with the gas stub and conduit buried during the first.',
    'fire-pits-and-fireplaces':
      'Wood-burning pits on roomy lots, set well back from trees and the house, and gas fire bowls where an association prefers them.',
    'pergolas-and-gazebos':
      'Freestanding pergolas and gazebos at the far end of a long lawn, giving the back of a big lot a reason to walk out to it.',
    'landscape-lighting':
      'Path and tree lighting that carries across a deep yard to the wood line, all on one timer.',
  },
  nearby: ['raleigh', 'durham'],
}
