/**
 * Copy of the home page's hero, apart from the rest of the page: the first screen of `/` loads
 * only this (the sections below hydrate later with ./home.ts).
 */

import { site } from '../site'
import type { Action } from '../types'

export const homeHero = {
  eyebrow: 'Outdoor living in the Triangle',
  title: 'Outdoor Living Spaces Built for the Way You Live',
  tagline:
    'Outdoor kitchens, patios, fire features, pergolas and landscape lighting, designed and built by one local team that treats your backyard like our own.',
  /** Its last words link to the map of every town we serve. */
  serviceArea: {
    text: `Proudly serving ${site.heroAreas.slice(0, -1).join(', ')} and ${site.heroAreas.at(-1)}, and`,
    link: { label: 'the wider Triangle', href: '/service-areas/' },
  },
  actions: [
    { label: 'Join Our List', scrollTo: 'subscribe', fallbackHref: '/#subscribe' },
    { label: 'Explore Our Services', href: '/services/', variant: 'outline-light' },
  ] satisfies Action[],
}
