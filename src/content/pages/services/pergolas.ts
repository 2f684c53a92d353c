/** Copy of the pergolas and gazebos page. */

import type { GalleryItem } from '../../../sections/GalleryGrid'
import type { Samples } from '../../samples'
import type { Action, StatItem } from '../../types'

export const pergolasHero = {
  eyebrow: 'Pergolas & gazebos',
  title: 'Pergolas & Gazebos',
  lead: 'Shade, shelter and structure: cedar, aluminum and louvered pergolas and gazebos that make a patio feel like a room.',
  actions: [
    { label: 'Get a Free Estimate', href: '/contact-us/' },
    { label: 'All Services', href: '/services/' },
  ] satisfies Action[],
}

export const pergolasCustom = {
  id: 'pergola-custom',
  eyebrow: 'Customisation',
  title: 'Built to your size, style and sun',
  paragraphs: [
    'We orient beams and louvers for where the afternoon sun actually falls on your patio, size posts and footings for our wind and storms, and match the trim to your home.',
    'Add lighting, ceiling fans, privacy screens, retractable shades or climbing plants, now or later.',
  ],
  image: 'servicePergola',
} as const

/** The two 50% figures are sample content (docs/product.md), shown as such until sourced. */
export const pergolaStats: readonly (StatItem & { sample: true })[] = [
  {
    value: '50%',
    label: 'More time spent outdoors',
    detail: 'Sample figure: owners’ reported increase after adding shade.',
    sample: true,
  },
  {
    value: '50%',
    label: 'Cooler patio surface in summer',
    detail: 'Sample figure: surface temperature under a louvered roof.',
    sample: true,
  },
]

export const pergolasValue = {
  id: 'pergola-value',
  eyebrow: 'Property value',
  title: 'A structure that adds value',
  paragraphs: [
    'A well-built pergola or gazebo extends your living space and frames your garden, features buyers notice. Cedar and powder-coated aluminum hold up for decades with little upkeep.',
  ],
  image: 'serviceGazebo',
  reverse: true,
} as const

export const pergolasShowcase = {
  id: 'pergola-showcase',
  eyebrow: 'Showcase',
  title: 'Shade structures we have built',
  items: [
    {
      image: 'servicePergola',
      href: '/portfolio/garden-retreat/',
      label: 'Garden Oasis Retreat pergola',
    },
    { image: 'serviceGazebo', label: 'Larger view of a garden gazebo' },
    {
      image: 'projectGardenRetreatDetail',
      href: '/portfolio/garden-retreat/',
      label: 'Pergola detail at Garden Oasis Retreat',
    },
  ] satisfies GalleryItem[],
}

export const pergolasCta = {
  id: 'pergola-cta',
  title: 'Add shade to your summer',
  body: 'We will visit, check the sun and design a pergola or gazebo that fits your space and budget.',
  actions: [
    { label: 'Contact Us', href: '/contact-us/' },
    { label: 'About Us', href: '/about-us/' },
  ] satisfies Action[],
}

/** The two 50% figures are sample content (docs/product.md). */
export const samples: Samples = pergolaStats.map((stat) => ({
  name: `Statistic "${stat.value} ${stat.label}"`,
  why: 'Sample figure: replace with a sourced one or remove it',
}))
