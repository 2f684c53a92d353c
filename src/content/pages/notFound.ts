/** Copy of the 404 page: an apology and the ways forward. */
import { allServices } from '../services'
import type { Action } from '../types'

export const notFound = {
  eyebrow: 'Error 404',
  title: 'Page not found',
  lead: 'The page you were looking for has moved or never existed. Here are the places most visitors are looking for.',
  actions: [
    { label: 'Go to the home page', href: '/' },
    { label: 'Contact us', href: '/contact-us/' },
  ] satisfies Action[],
  suggestions: {
    id: 'not-found-suggestions',
    eyebrow: 'Our services',
    title: 'Explore what we build',
    cards: allServices.slice(0, 3),
  },
}
