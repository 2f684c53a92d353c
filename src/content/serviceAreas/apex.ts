import type { ServiceArea } from './types'

export const apex: ServiceArea = {
  id: 'apex',
  name: 'Apex',
  county: 'Wake County',
  metaTitle: 'Apex Patios, Pergolas & Gas Fire Features',
  description:
    'Raised patios, pergolas, gas fire features and step lighting for Apex homes on compact lots that slope toward ponds, with HOA approval and permits handled.',
  heading: 'Apex Yards, from Salem Street to Sweetwater',
  intro:
    'Apex calls itself the Peak of Good Living, and much of that living now happens behind newer homes on the west and south sides of town. Lots are compact, often fall toward a stormwater pond and come with an association, so good design here means fitting more use onto less level ground.',
  requests: [
    {
      title: 'Level ground on a falling lot',
      body: 'In Scotts Mill and Beaver Creek, a back yard can drop several feet between the house and the pond. Owners mainly want flat, usable space, which usually means a raised patio behind a segmental retaining wall, or a deck off the kitchen with a smaller patio tucked beneath it.',
    },
    {
      title: 'Covered space by the door',
      body: 'Bella Casa and Sweetwater lots leave little distance between the back door and the rear property line. The common ask is a pergola or louvered roof attached to the house, so the patio underneath becomes an extra room instead of a destination across the grass.',
    },
    {
      title: 'Fire at a switch',
      body: 'Busy households like a fire they can start after evening practice without splitting kindling. Gas fire tables and built-in fire pits with a seat wall are favorites, often faced in the same stone as the front elevation so the association review goes smoothly.',
    },
  ],
  siteNotes: [
    {
      title: 'Yards that drain to ponds',
      body: 'Many subdivisions here send the rear of every lot toward a shared wet pond, and that slope is part of the engineered plan. We keep walls and patios out of drainage easements, put a drain behind any retaining wall, and avoid regrading that would rush extra water downhill.',
    },
    {
      title: 'Setbacks decide the size',
      body: 'With neighbors close on every side, side and rear setbacks govern how large a deck or pergola may be. We measure from the recorded plat rather than the fence, and design right up to the limit so nothing has to be trimmed back at inspection.',
    },
    {
      title: 'Older homes near downtown',
      body: 'Close to the historic depot and Salem Street, older houses sit on deeper lots with big trees and often no HOA. Those jobs call for careful digging near roots, brick that matches an old foundation, and a design suited to a home older than the subdivisions around it.',
    },
  ],
  permits: {
    office: 'Town of Apex Building Inspections & Permitting',
    body: 'Decks, taller retaining walls, attached pergolas and gas or electrical work all pass through the town building inspections office. We secure the HOA approval first, then file with the town and book each inspection as the work reaches that stage.',
  },
  neighbourhoods: [
    'Downtown Apex',
    'Scotts Mill',
    'Beaver Creek',
    'Bella Casa',
    'Sweetwater',
    'Abbington',
    'Haddon Hall',
    'Olive Chapel',
  ],
  services: {
    'patios-and-decks':
      'Raised paver patios behind retaining walls and low decks that convert a yard sloping to a pond into level, usable space.',
    'outdoor-kitchens':
      'Slim grill counters set along the house wall, leaving a small yard free for play.',
    'fire-pits-and-fireplaces':
      'Gas fire tables and seat-wall fire pits clad in stone that matches the front of the home, ready for HOA review.',
    'pergolas-and-gazebos':
      'Attached pergolas and louvered roofs shading the patio right outside the back door.',
    'landscape-lighting':
      'Step lights set into retaining walls and low path lights that make a sloped yard safe to cross after dark.',
  },
  nearby: ['cary', 'morrisville', 'raleigh'],
}
