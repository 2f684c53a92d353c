/** Copy of the portfolio page and the project pages. */

import type { GalleryItem } from '../../sections/GalleryGrid'
import type { Action } from '../types'

export const portfolioHero = {
  eyebrow: 'Portfolio',
  title: 'Our Portfolio',
  lead: 'Patios, kitchens, fire features and decks we have designed and built around Raleigh, Durham and Chapel Hill, with the story behind each one.',
  actions: [
    { label: 'View', href: '/portfolio/#projects' },
    { label: 'Learn More', hint: 'about our services', href: '/services/' },
  ] satisfies Action[],
}

export const portfolioShowcase = {
  id: 'showcase-title',
  anchor: 'projects',
  eyebrow: 'Featured projects',
  title: 'Recent work around the Triangle',
  actions: [
    { label: 'View all', href: '/portfolio/#gallery', variant: 'secondary' },
  ] satisfies Action[],
}

/**
 * The five gallery images. The first four open their project pages; the fifth opens a larger
 * view of itself (there is no fifth project page).
 */
export const portfolioGallery = {
  id: 'gallery-title',
  anchor: 'gallery',
  eyebrow: 'Gallery',
  title: 'More from our crews',
  items: [
    {
      image: 'gallery1',
      href: '/portfolio/garden-retreat/',
      label: 'Garden Oasis Retreat project',
    },
    { image: 'gallery2', href: '/portfolio/patio-paradise/', label: 'Patio Paradise project' },
    { image: 'gallery3', href: '/portfolio/fire-pit-oasis/', label: 'Fire Pit Oasis project' },
    { image: 'gallery4', href: '/portfolio/deck-delight/', label: 'Deck Delight project' },
    { image: 'gallery5', label: 'Larger view of a finished backyard' },
  ] satisfies GalleryItem[],
}

export const portfolioCta = {
  id: 'portfolio-cta',
  title: 'Picture your backyard here',
  body: 'Tell us what you liked in these projects, and we will show you what it could look like at your home.',
  actions: [
    { label: 'Inquire', href: '/contact-us/' },
    { label: 'Learn More', hint: 'about our services', href: '/services/' },
  ] satisfies Action[],
}

export const projectActions: Action[] = [
  { label: 'Start your project', href: '/contact-us/' },
  { label: 'Our services', href: '/services/' },
  { label: 'Back to portfolio', href: '/portfolio/' },
]
