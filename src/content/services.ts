/** The six service lines, as cards on the services and landing pages. */
import { SERVICE_NAMES } from './serviceNames'
import type { Feature } from './types'

export const outdoorKitchens: Feature = {
  title: SERVICE_NAMES['outdoor-kitchens'],
  body: 'Built-in grills, pizza ovens, refrigeration, sinks and stone counters, laid out for the way you cook and entertain.',
  image: 'serviceKitchen',
  href: '/services/outdoor-kitchens/',
  linkLabel: 'Explore outdoor kitchens',
}

export const patiosAndDecks: Feature = {
  title: SERVICE_NAMES['patios-and-decks'],
  body: 'Paver, natural stone, wood and composite surfaces on a base built for Carolina clay, storms and summer heat.',
  image: 'servicePatio',
  href: '/services/patios-and-decks/',
  linkLabel: 'Explore patios & decks',
}

export const firePits: Feature = {
  title: SERVICE_NAMES['fire-pits-and-fireplaces'],
  body: 'Wood-burning or gas fire pits and outdoor fireplaces that stretch the season from September to April.',
  image: 'serviceFirePit',
  href: '/services/fire-pits-and-fireplaces/',
  linkLabel: 'Explore fire features',
}

export const landscapeLighting: Feature = {
  title: SERVICE_NAMES['landscape-lighting'],
  body: 'Warm, efficient low-voltage LED lighting for paths, steps, trees and facades, on timers you never think about.',
  image: 'serviceLighting',
  href: '/services/landscape-lighting/',
  linkLabel: 'Explore landscape lighting',
}

export const pergolasAndGazebos: Feature = {
  title: SERVICE_NAMES['pergolas-and-gazebos'],
  body: 'Cedar, aluminum and louvered structures that add shade, shelter and architecture to a patio or garden.',
  image: 'servicePergola',
  href: '/services/pergolas-and-gazebos/',
  linkLabel: 'Explore pergolas & gazebos',
}

export const premiumServices: Feature = {
  title: 'Premium Services',
  body: '3D design, permitting, drainage and grading, seasonal maintenance plans and lighting tune-ups, handled by our own team.',
  image: 'serviceFireplace',
  href: '/contact-us/?type=quote',
  linkLabel: 'Ask about premium services',
}

export const serviceHighlights = [outdoorKitchens, patiosAndDecks, firePits] as const
export const moreServices = [landscapeLighting, pergolasAndGazebos, premiumServices] as const
export const allServices = [...serviceHighlights, ...moreServices] as const
