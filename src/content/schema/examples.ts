/** Small valid documents for tests (unit and emulator) to start from and break. */
import type { BusinessSettings } from './business'

export const exampleBusiness: BusinessSettings = {
  name: 'Oak & Ember Outdoor Living',
  shortName: 'Oak & Ember',
  tagline: 'Outdoor living.',
  phone: { display: '(919) 555-0142', tel: '+19195550142' },
  email: 'hello@oakandember.example',
  address: { locality: 'Raleigh', region: 'NC', postalCode: '27601', country: 'US' },
  hours: [{ label: 'Sunday', days: ['Sunday'], opens: null, closes: null }],
  responseTarget: 'One business day.',
  socials: [],
  placeholders: ['phone'],
}
