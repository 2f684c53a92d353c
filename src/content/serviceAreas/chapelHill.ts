import type { ServiceArea } from './types'

export const chapelHill: ServiceArea = {
  id: 'chapel-hill',
  name: 'Chapel Hill',
  county: 'Orange County and Durham County',
  metaTitle: 'Chapel Hill Decks, Terraces & Outdoor Lighting',
  description:
    'Decks, terraced stone patios, pergolas and lighting for wooded, sloping Chapel Hill lots, planned around rock, tree cover and the town stormwater rules.',
  heading: 'Backyard Projects in Chapel Hill',
  intro:
    "Few towns in the Triangle are as hilly or as leafy as Chapel Hill. A typical yard is a slope under hardwoods with rock a shovel's depth down, and the best projects work with that terrain instead of flattening it.",
  requests: [
    {
      title: 'Decks that reach the canopy',
      body: 'On the steep lots around Morgan Creek and Lake Hogan Farms, a back door can sit a full story above grade. The usual wish is a deck that extends out among the treetops, with a stair descending to a small patio or fire circle where the ground finally levels.',
    },
    {
      title: 'Stone terraces and steps',
      body: 'Where the grade is gentler, many owners prefer stone to lumber. We cut the hillside into two or three terraces held by low walls, link them with broad steps, and reuse excavated rock as boulders or wall facing whenever it proves sound enough.',
    },
    {
      title: 'Restrained evening light',
      body: 'In Gimghoul and the Franklin-Rosemary blocks, neighbors value dark, quiet streets. Lighting requests lean modest: shielded fixtures on steps, a glow washing across a stone wall, and nothing that spills into the next yard or up into the night sky.',
    },
  ],
  siteNotes: [
    {
      title: 'Rock near the surface',
      body: 'Much of town rests on hard crystalline bedrock that can appear a foot or two under the topsoil. We probe before pricing footings or a sunken fire pit, because striking ledge halfway through a dig changes both the method and the calendar.',
    },
    {
      title: 'Slopes, creeks and runoff',
      body: 'Local ordinances limit grading on steep slopes, protect the land along streams and count new hard surfaces against impervious limits. Before drawing anything we measure slope, distance to the nearest creek and existing coverage, then favor decking or permeable paving where those numbers run tight.',
    },
    {
      title: 'Historic and conservation districts',
      body: 'Franklin-Rosemary, Gimghoul and Cameron-McCauley are local historic districts, and several older areas are neighborhood conservation districts with their own standards. Exterior changes in the historic districts need a certificate of appropriateness from the Historic District Commission, which we pursue with drawings and material samples.',
    },
  ],
  permits: {
    office: 'Town of Chapel Hill Building and Development Services',
    body: 'A town building permit covers decks, roofed structures and any gas or electrical work, after a zoning review of setbacks, slopes and impervious area. Houses outside town limits are permitted by Orange County Planning and Inspections instead; either way we assemble the plans and take care of applications and inspections.',
  },
  neighbourhoods: [
    'Gimghoul',
    'Franklin-Rosemary',
    'Cameron-McCauley',
    'Coker Hills',
    'Morgan Creek',
    'Glen Lennox',
    'Meadowmont',
    'Southern Village',
    'Lake Hogan Farms',
  ],
  services: {
    'patios-and-decks':
      'Raised decks for steep back yards and stone terraces stepped into gentler grades, with permeable options where impervious limits are close.',
    'outdoor-kitchens':
      'Compact grill counters on level ground near the house, with gas lines routed around rock rather than through it.',
    'fire-pits-and-fireplaces':
      'Fire pits on a lower terrace away from the canopy, switched to gas wherever sparks under low branches would be a worry.',
    'pergolas-and-gazebos':
      'Pergolas on pier footings that cope with uneven ground, and screened gazebos for bug-free summer nights in the woods.',
    'landscape-lighting':
      'Shielded, dark-sky friendly fixtures for steps, stone walls and paths winding down a wooded hillside.',
  },
  nearby: ['durham', 'morrisville', 'cary'],
}
