// Kept short, so a city page reads as its own place.
import { site } from '../site'
import type { Action } from '../types'

export const serviceAreasIndex = {
  eyebrow: 'Where we work',
  title: 'Service areas across the Triangle',
  lead: `From our base in ${site.address.locality}, we design and build outdoor living spaces in eight towns and cities of the Triangle. Pick yours to see what we build there, how the ground and the rules shape a project, and work near you.`,
  actions: [
    { label: 'Get a Quote', scrollTo: 'contact-form', fallbackHref: '/contact-us/#contact-form' },
    { label: 'See our services', href: '/services/', variant: 'secondary' },
  ] satisfies Action[],
  map: {
    id: 'service-area-map',
    title: 'The eight places we serve',
    lead: 'Select a town on the map or in the list. Outside these? Ask us: we often travel further for larger projects.',
  },
  contact: {
    title: 'Not sure if we cover your street?',
    lead: 'Tell us where you are and what you have in mind. We reply within one business day.',
  },
}

export const serviceAreaPage = {
  eyebrow: (county: string) => county,
  allAreas: { label: 'All service areas', href: '/service-areas/', variant: 'secondary' } as Action,
  quote: {
    label: 'Get a Quote',
    scrollTo: 'contact-form',
    fallbackHref: '/contact-us/#contact-form',
  } as Action,
  requestsTitle: (name: string) => `What ${name} homeowners ask us for`,
  siteTitle: 'Before we dig',
  permitsTitle: 'Permits',
  servicesTitle: (name: string) => `Our services in ${name}`,
  workTitle: 'Recent work nearby',
  reviewsTitle: 'What clients nearby say',
  neighbourhoodsTitle: 'Neighborhoods we serve',
  contactTitle: (name: string) => `Plan your ${name} project`,
  contactLead:
    'Tell us about your yard and what you have in mind. We reply within one business day.',
}
