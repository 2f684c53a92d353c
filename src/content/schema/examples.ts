/** Small valid documents for tests (unit, emulator and browser) to start from and break. */
import type { BusinessSettings } from './business'
import type { PricesSettings } from './prices'
import type { ProjectDocument } from './projects'
import type { TestimonialDocument } from './testimonials'

const upload = (n: number, alt: string) => ({
  source: { kind: 'upload' as const, hash: String(n).repeat(64).slice(0, 64) },
  alt,
})

export const exampleProject: ProjectDocument = {
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

export const exampleTestimonial: TestimonialDocument = {
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

export const exampleBusiness: BusinessSettings = {
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

export const examplePrices: PricesSettings = {
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
