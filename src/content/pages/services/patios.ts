/** Copy of the patios and decks page. */

import type { GalleryItem } from '../../../sections/GalleryGrid'
import type { Material } from '../../../sections/MaterialOptions'
import type { Samples } from '../../samples'
import type { Action, Feature } from '../../types'

export const patiosHero = {
  eyebrow: 'Patios & decks',
  title: 'Patios & Decks',
  lead: 'Level, well-drained outdoor floors in stone, pavers, wood or composite, built on a base that stays put through Carolina clay and storms.',
  actions: [
    { label: 'Get a Free Estimate', href: '/contact-us/' },
    { label: 'All Services', href: '/services/' },
  ] satisfies Action[],
}

export const patioMaterials = {
  id: 'patio-materials',
  eyebrow: 'Material options',
  title: 'Choose the surface that suits you',
  lead: 'We build with all four and will tell you honestly which suits your yard, style and budget.',
  materials: [
    {
      name: 'Natural stone',
      image: 'materialStone',
      body: 'Bluestone, flagstone and travertine: one-of-a-kind color and texture that ages beautifully.',
      bestFor: 'Classic homes, pool surrounds, garden paths',
    },
    {
      name: 'Wood',
      image: 'materialWood',
      body: 'Pressure-treated pine, cedar or ipe: warm, natural decking that rewards a little care.',
      bestFor: 'Traditional decks and budget-minded builds',
    },
    {
      name: 'Composite',
      image: 'materialComposite',
      body: 'Capped composite boards that never need staining, resist fading and stay splinter-free.',
      bestFor: 'Low-maintenance decks and busy families',
    },
    {
      name: 'Pavers',
      image: 'materialPavers',
      body: 'Concrete and permeable pavers in endless patterns; individual units flex with the ground instead of cracking.',
      bestFor: 'Patios, driveways and fire pit areas',
    },
  ] satisfies Material[],
}

export const patioStyles = {
  id: 'patio-styles',
  eyebrow: 'Design styles',
  title: 'A look that fits your home',
  benefits: [
    {
      title: 'Classic',
      body: 'Herringbone brick-tone pavers, soldier-course borders and curved seat walls for traditional homes.',
    },
    {
      title: 'Modern',
      body: 'Large-format porcelain or slab pavers, clean lines and linear fire features.',
    },
    {
      title: 'Rustic',
      body: 'Irregular flagstone, fieldstone walls and planting pockets that blend into the garden.',
    },
  ] satisfies Feature[],
}

export const patioDeck = {
  id: 'patio-deck',
  eyebrow: 'Decks',
  title: 'Decks built on a solid frame',
  paragraphs: [
    'A deck is only as good as what holds it up. We build new frames to current code with proper footings, flashing and hardware, then finish with wood or composite decking, rails and lit stairs.',
  ],
  bullets: [
    'Code-compliant framing and footings',
    'Hidden fasteners',
    'Built-in benches and planters',
    'Stair and rail lighting',
  ],
  image: 'serviceDeck',
  actions: [{ label: 'See a Deck Project', href: '/portfolio/deck-delight/' }] satisfies Action[],
} as const

export const patioKitchen = {
  id: 'patio-kitchen',
  eyebrow: 'Outdoor kitchens',
  title: 'Make the patio a place to cook',
  paragraphs: [
    'Planning the patio and the outdoor kitchen together saves money: footings, gas and power lines go in once, and the layout works from the first day.',
  ],
  image: 'serviceKitchen',
  reverse: true,
  actions: [
    { label: 'Explore Outdoor Kitchens', href: '/services/outdoor-kitchens/' },
  ] satisfies Action[],
} as const

export const patioShowcase = {
  id: 'patio-showcase',
  eyebrow: 'Showcase',
  title: 'Patios and decks we have built',
  items: [
    {
      image: 'projectPatioParadise',
      href: '/portfolio/patio-paradise/',
      label: 'Patio Paradise project',
    },
    {
      image: 'projectDeckDelight',
      href: '/portfolio/deck-delight/',
      label: 'Deck Delight project',
    },
    {
      image: 'projectGardenRetreat',
      href: '/portfolio/garden-retreat/',
      label: 'Garden Oasis Retreat project',
    },
  ] satisfies GalleryItem[],
}

export const patioCta = {
  id: 'patio-cta',
  title: 'Let’s build your outdoor floor',
  body: 'Free estimates with a written scope, material samples and a clear timeline.',
  actions: [
    { label: 'Contact Us', href: '/contact-us/' },
    { label: 'About Us', href: '/about-us/' },
  ] satisfies Action[],
}

/** The before/after comparison (sample artwork: the same yard before the work). */
export const patioBeforeAfter = {
  id: 'patio-before-after',
  title: 'Before and after',
  lead: 'A tired slab and a worn lawn, then a paver patio built on a proper base. Drag the divide, or use the arrow keys.',
  before: 'servicePatioBefore',
  after: 'servicePatio',
} as const

/** The before/after pair is sample artwork, not a real job: the launch check lists it. */
export const samples: Samples = [
  {
    name: `Before/after pair on the patios and decks page (${patioBeforeAfter.before}, ${patioBeforeAfter.after})`,
    why: 'Sample artwork shown as before and after: replace with photos of a real job, or remove',
  },
]
