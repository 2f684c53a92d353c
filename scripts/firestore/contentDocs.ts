/**
 * Valid content documents as a staff member's browser writes them (the server's updatedAt);
 * override any field, `undefined` leaves it out. Used by the content rules tests.
 */
import { serverTimestamp } from 'firebase/firestore/lite'

type Fields = Record<string, unknown>

function written(fields: Fields, extra: Fields): Fields {
  const data: Fields = { ...fields, updatedAt: serverTimestamp(), ...extra }
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key]
  return data
}

export function clientProject(slug: string, extra: Fields = {}): Fields {
  return written(
    {
      slug,
      title: `Patio in ${slug}`,
      summary: 'A paver patio with a seat wall.',
      story: 'We regraded the yard and **set a permeable patio**.',
      city: 'cary',
      services: ['patios-and-decks', 'landscape-lighting'],
      completedOn: '2026-10-30',
      photos: [
        { src: '/api/media/abc', alt: 'The finished patio at dusk' },
        { src: '/api/media/def', alt: 'The yard before the work' },
      ],
      cover: '/api/media/abc',
      pairs: [{ before: '/api/media/def', after: '/api/media/abc' }],
      status: 'draft',
    },
    extra,
  )
}

export function clientTestimonial(extra: Fields = {}): Fields {
  return written(
    {
      quote: 'They finished a week early.',
      name: 'Laura B.',
      city: 'raleigh',
      service: 'patios-and-decks',
      source: 'google',
      sourceUrl: 'https://g.page/r/example/review',
      date: '2026-09-12',
      consent: true,
    },
    extra,
  )
}

export function clientBusiness(extra: Fields = {}): Fields {
  return written(
    {
      name: 'Oak & Ember Outdoor Living',
      phone: '+19195550142',
      email: 'hello@oakandember.example',
      address: { locality: 'Raleigh', region: 'NC', postalCode: '27601' },
      hours: [{ days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '08:00', closes: '18:00' }],
      socials: [{ label: 'Instagram', href: 'https://instagram.com/example' }],
      reviewUrl: 'https://g.page/r/example/review',
    },
    extra,
  )
}

export function clientPrices(extra: Fields = {}): Fields {
  return written({ projects: [{ id: 'patio', low: 12, high: 30 }] }, extra)
}
