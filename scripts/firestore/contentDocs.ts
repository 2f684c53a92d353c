/**
 * Valid content documents (src/content/schema/) as a staff member's browser writes them, with the
 * server's updatedAt; override any field, `undefined` leaves it out. Used by the content rules
 * tests, which also check each against its schema.
 */
import { serverTimestamp } from 'firebase/firestore/lite'
import type { BusinessSettings } from '../../src/content/schema/business'
import type { PricesSettings } from '../../src/content/schema/prices'
import type { ProjectDocument } from '../../src/content/schema/projects'
import type { TestimonialDocument } from '../../src/content/schema/testimonials'

type Fields = Record<string, unknown>

/** The schema's fields, as the tests compare them; `written` adds the server's time. */
function written(fields: object, extra: Fields): Fields {
  const data: Fields = { ...fields, updatedAt: serverTimestamp(), ...extra }
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key]
  return data
}

const upload = (n: number, alt: string) => ({
  source: { kind: 'upload' as const, hash: String(n).repeat(64).slice(0, 64) },
  alt,
})

export const PROJECT: ProjectDocument = {
  slug: 'cary-patio',
  title: 'Patio in Cary',
  summary: 'A paver patio with a seat wall.',
  story: 'We regraded the yard and **set a permeable patio**.',
  city: 'cary',
  location: 'West Cary, NC',
  services: ['patios-and-decks', 'landscape-lighting'],
  tags: ['Patio'],
  completed: '2026-10-30',
  cover: upload(1, 'The finished patio at dusk'),
  photos: [upload(1, 'The finished patio at dusk'), upload(2, 'The yard before the work')],
  pairs: [
    { before: upload(2, 'The yard before the work'), after: upload(1, 'The finished patio') },
  ],
  features: ['Permeable pavers'],
  stats: [{ value: '12 days', label: 'On site' }],
  sample: false,
  order: 10,
  status: 'draft',
}

export const TESTIMONIAL: TestimonialDocument = {
  quote: 'They finished a week early.',
  name: 'Laura B.',
  city: 'raleigh',
  service: 'patios-and-decks',
  source: { name: 'Google', url: 'https://g.page/r/example/review' },
  date: '2026-09-12',
  consent: { noted: '2026-09-14', how: 'By email, to quote her review on the site' },
  sample: false,
  placements: ['home'],
  order: 0,
  status: 'published',
}

export const BUSINESS: BusinessSettings = {
  name: 'Oak & Ember Outdoor Living',
  shortName: 'Oak & Ember',
  tagline: 'Outdoor living, built to last',
  phone: { display: '(919) 555-0142', tel: '+19195550142' },
  email: 'hello@oakandember.example',
  address: { locality: 'Raleigh', region: 'NC', postalCode: '27601', country: 'US' },
  hours: [
    { label: 'Monday – Friday', days: ['Monday', 'Friday'], opens: '08:00', closes: '18:00' },
    { label: 'Sunday', days: ['Sunday'], opens: null, closes: null },
  ],
  responseTarget: 'within one business day',
  socials: [{ network: 'Instagram', href: 'https://instagram.com/example' }],
  googleReviewUrl: 'https://g.page/r/example/review',
  placeholders: ['phone'],
}

export const PRICES: PricesSettings = {
  projects: [
    {
      type: 'fire',
      kind: 'options',
      label: 'Fire pit',
      included: ['Design and permit'],
      movesPrice: ['Gas line length'],
      optionLabel: 'Style',
      options: [{ id: 'gas', label: 'Gas', detail: 'A gas fire pit', price: [4000, 9000] }],
    },
  ],
  sample: true,
}

export const clientProject = (slug: string, extra: Fields = {}) =>
  written({ ...PROJECT, slug }, extra)
export const clientTestimonial = (extra: Fields = {}) => written(TESTIMONIAL, extra)
export const clientBusiness = (extra: Fields = {}) => written(BUSINESS, extra)
export const clientPrices = (extra: Fields = {}) => written(PRICES, extra)
