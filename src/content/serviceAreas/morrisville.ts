import type { ServiceArea } from './types'

export const morrisville: ServiceArea = {
  id: 'morrisville',
  name: 'Morrisville',
  county: 'Wake County',
  metaTitle: 'Morrisville Outdoor Living for Townhomes & Small Lots',
  description:
    'Space-smart patios, slim outdoor kitchens, fire tables and covered pergolas for Morrisville townhomes and small lots between RTP and the airport.',
  heading: 'Small-Space Outdoor Living in Morrisville',
  intro:
    'Morrisville sits between Research Triangle Park and the airport, and many of its homes are townhomes or houses on narrow lots. Every square foot outside counts, which makes the ideas here different from a suburb of half-acre yards.',
  requests: [
    {
      title: 'A townhome patio that feels bigger',
      body: 'Behind a Breckenridge or Town Center townhome, the outdoor space may be a fenced rectangle a few paces deep. Large-format pavers, bench seating built along the fence and one strong feature, such as a fire table, make it read as a room rather than a strip.',
    },
    {
      title: 'Cooking without an island',
      body: 'People putting in long days at RTP still want to grill outside on a weeknight. We build slim kitchens for them: a grill and a short counter against the house with a small refrigerator below, instead of a full island that would swallow the patio.',
    },
    {
      title: 'Shelter from sun and showers',
      body: 'Small yards rarely have a tree big enough to sit under. A pergola with a louvered or solid roof gives shade at midday and keeps a couple of chairs dry through a summer storm, and a ceiling fan or heater on the same structure stretches the season at both ends.',
    },
  ],
  siteNotes: [
    {
      title: 'Under the flight paths',
      body: 'Approaches to RDU cross parts of town, so a quiet patio is a relative idea. We place seating where the house shields it and favor solid or louvered roofs over open slats, which take some of the edge off noise from above.',
    },
    {
      title: 'Townhome association rules',
      body: "Associations often own the ground beyond the fence or limit what may attach to a shared wall. We read the covenants, get the board's approval in writing, and keep footings and gas lines inside the owner's own lot.",
    },
    {
      title: 'Clay that holds water',
      body: 'Like southern Durham and RTP, this town lies on the Triassic basin, whose clay is slow to drain and moves with moisture. Even a small patio gets a full compacted base, pitched so water leaves the fenced space through a drain rather than pooling against the foundation.',
    },
  ],
  permits: {
    office: 'Town of Morrisville Inspections',
    body: 'Town inspections staff permit decks, covered structures and gas or electrical work, and they check setbacks, which are tight on small lots. We gather the association letter, submit the plans and attend each inspection; a freestanding paver patio usually needs no building permit.',
  },
  neighbourhoods: [
    'Breckenridge',
    'Kitts Creek',
    'Shiloh',
    'Town Center',
    'Park West',
    'McCrimmon Parkway',
    'Preston',
  ],
  services: {
    'patios-and-decks':
      'Compact paver patios with built-in benches that make a fenced townhome yard work as an outdoor room.',
    'outdoor-kitchens':
      'Slim grill counters against the house wall, with storage beneath, for patios too small for an island.',
    'fire-pits-and-fireplaces':
      'Gas fire tables that double as a coffee table, a better neighbor on a small patio than a smoky wood fire.',
    'pergolas-and-gazebos':
      'Louvered and solid-roof pergolas that keep a small patio usable through sun, rain and passing planes.',
    'landscape-lighting':
      'Low-glare step, wall and fence lighting that makes a small space feel larger at night without lighting up the next unit.',
  },
  nearby: ['cary', 'apex', 'durham'],
}
