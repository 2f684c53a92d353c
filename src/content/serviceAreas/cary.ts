import type { ServiceArea } from './types'

export const cary: ServiceArea = {
  id: 'cary',
  name: 'Cary',
  county: 'Wake County and Chatham County',
  metaTitle: 'Cary Outdoor Kitchens, Pergolas & Patio Extensions',
  description:
    'We extend builder patios and add outdoor kitchens, pergolas and lighting for Cary homes, with HOA architectural review and Town of Cary permits handled.',
  heading: 'Patio Extensions and Outdoor Kitchens for Cary Homes',
  intro:
    'Cary grew quickly through the eighties, nineties and two-thousands, and many of its houses came with the same small concrete pad outside the back door. Most of our work here starts by turning that pad into a space a family actually uses, within the rules of an association that cares how things look from the street and the fairway.',
  requests: [
    {
      title: 'Beyond the builder slab',
      body: 'A modest rectangle of concrete is the standard starting point. We either overlay sound concrete with pavers or break it out, then extend toward the lawn in a shape that fits the furniture, often with a step-down lounge or a low wall that doubles as extra seating.',
    },
    {
      title: 'Kitchens for hosting',
      body: 'Preston and MacGregor Downs see plenty of neighborhood get-togethers, and those owners want bar seating, a built-in grill and a sink outdoors. We face the island in brick or stone already found on the house, so the review committee sees one coherent design.',
    },
    {
      title: 'Shade for west-facing yards',
      body: 'A lot of Cary lots take the full afternoon sun. A louvered aluminum roof, or cedar rafters with a shade canopy, can turn a patio nobody touches between three and seven in July into the most used room of the house.',
    },
  ],
  siteNotes: [
    {
      title: 'Architectural review comes first',
      body: 'Lochmere, Amberly, Carpenter Village and most other subdivisions here have an architectural review committee. We prepare the site plan, elevations, colors and material samples it asks for, and we wait for written approval before ordering a single paver.',
    },
    {
      title: 'Trees the town protects',
      body: 'The town takes its canopy seriously, and many lots carry buffers or tree-save areas recorded with the subdivision plat. We check the plat for those lines and keep machines and footings outside the root zones of any trees meant to stay.',
    },
    {
      title: 'Shared swales and ponds',
      body: 'Subdivision lots are graded so water runs along shared swales to a pond or stream buffer. A new patio must leave that path open, so we keep the existing swale clear or reroute it through a drain and pipe that both the HOA and the town can see on the plan.',
    },
  ],
  permits: {
    office: 'Town of Cary Inspections & Permits',
    body: 'Cary issues permits for decks, covered pergolas and the gas and electrical lines behind a kitchen or fireplace, and it reviews a plot plan for setbacks and buffers. We submit once the HOA has signed off, then schedule the footing, framing and final inspections.',
  },
  neighbourhoods: [
    'Preston',
    'MacGregor Downs',
    'Lochmere',
    'Kildaire Farms',
    'Amberly',
    'Carpenter Village',
    'Cary Park',
    'Regency Park',
    'Downtown Cary',
  ],
  services: {
    'patios-and-decks':
      'Paver and travertine extensions of the original builder slab, with seat walls and steps designed to clear HOA review.',
    'outdoor-kitchens':
      'Grill islands and bar counters faced to match the house, complete with the drawings the architectural committee expects.',
    'fire-pits-and-fireplaces':
      'Gas fire pits and fire tables for associations that discourage wood smoke, and outdoor fireplaces that screen a patio from the next lot.',
    'pergolas-and-gazebos':
      'Louvered aluminum roofs and cedar pergolas for sun-baked patios, in colors chosen from the neighborhood palette.',
    'landscape-lighting':
      'Warm path, step and tree lighting that looks calm from the golf course and the street alike.',
  },
  nearby: ['morrisville', 'apex', 'raleigh'],
}
