/**
 * The five service pages' names by their path under /services/, defined once: the service cards
 * (./services.ts), the service-area pages and their structured data use them. Names only, so the
 * modules that need a name do not carry every card's copy.
 */
import type { ServiceSlug } from './serviceAreas/types'

export const SERVICE_NAMES: Readonly<Record<ServiceSlug, string>> = {
  'patios-and-decks': 'Patios & Decks',
  'outdoor-kitchens': 'Outdoor Kitchens',
  'fire-pits-and-fireplaces': 'Fire Pits & Fireplaces',
  'landscape-lighting': 'Landscape Lighting',
  'pergolas-and-gazebos': 'Pergolas & Gazebos',
}
