import type { ServiceArea } from './types'

export const durham: ServiceArea = {
  id: 'durham',
  name: 'Durham',
  county: 'Durham County',
  metaTitle: 'Decks, Patios and Fire Features in Durham, NC',
  description:
    'Decks, courtyards, fire pits and compact outdoor kitchens for Durham bungalows and mid-century homes, designed for small yards and slow-draining clay.',
  heading: 'Outdoor Living in Durham',
  intro:
    "Durham yards range from tight lots behind Trinity Park bungalows to wooded acres near Hope Valley. Whatever the size, people here want the back of the house to feel as lived-in as the front porch. They also want it built by a crew that knows the Bull City's soils.",
  requests: [
    {
      title: 'Small yards that work hard',
      body: 'Behind a 1920s bungalow in Trinity Park or Duke Park there may be room for just one good idea. We plan those spaces tightly: a brick or paver courtyard, a built-in bench that hides storage, and a compact grill station, so dinner, a few friends and the dog all fit.',
    },
    {
      title: 'A deck off a split-level',
      body: 'Forest Hills and Hope Valley have plenty of mid-century houses whose kitchen sits half a floor above the lawn. Owners ask for a deck that lands on a patio below, with wide stairs that double as seating and railings that keep the view open.',
    },
    {
      title: 'Fall fires, then lights',
      body: 'Around Watts-Hillandale and Woodcroft, conversations usually begin with a fire pit and end with lighting. A wood-burning ring for October, some warm fixtures up in the trees and a lit path for the trip back indoors is a typical first phase.',
    },
  ],
  siteNotes: [
    {
      title: 'Triassic basin clay',
      body: 'South and east of downtown, toward Southpoint and the edge of Research Triangle Park, the ground belongs to the Triassic basin. Its dense clays drain slowly and shrink and swell with the seasons, so we add deeper stone bases, a perforated pipe on the low side, and footings that reach firmer soil.',
    },
    {
      title: 'Old streets, tight access',
      body: 'Many older blocks have narrow side yards, shared driveways and no alley. We bring small equipment, lay ground mats over lawns and carry materials by hand where a machine cannot pass, which takes planning but spares the hedge next door.',
    },
    {
      title: 'Local historic districts',
      body: 'Some of the older neighborhoods are local historic districts, where the Durham Historic Preservation Commission reviews changes visible from the street. Rear-yard work is often simpler, yet we check the district map first and request a certificate whenever one is required.',
    },
  ],
  permits: {
    office: 'Durham City-County Inspections Department',
    body: 'City and county share a single inspections department, so one office handles the job whether the house is inside city limits or out in the county. Decks, covered structures and gas or electrical work for a kitchen or fireplace usually need permits; we draw the plans, apply and book each inspection for you.',
  },
  neighbourhoods: [
    'Trinity Park',
    'Duke Park',
    'Forest Hills',
    'Hope Valley',
    'Watts-Hillandale',
    'Old West Durham',
    'Woodcroft',
    'Southpoint',
  ],
  services: {
    'patios-and-decks':
      'Brick or permeable-paver courtyards for bungalow lots, and decks that step down from split-level kitchens in Forest Hills and Hope Valley.',
    'outdoor-kitchens':
      'Grill stations and prep counters that tuck beside a garage or along a fence line without taking over a small yard.',
    'fire-pits-and-fireplaces':
      'Wood-burning rings and gas fire tables scaled to a city lot, kept clear of fences and overhanging branches.',
    'pergolas-and-gazebos':
      'Cedar pergolas that shade a west-facing courtyard and give a compact yard a ceiling and a frame for string lights.',
    'landscape-lighting':
      'Low, warm fixtures for narrow side passages and porch steps, plus a few uplights on the willow oaks lining older streets.',
  },
  nearby: ['chapel-hill', 'morrisville', 'raleigh'],
}
