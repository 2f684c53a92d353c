/** Copy of the landscape lighting page. */

import type { GalleryItem } from '../../../sections/GalleryGrid'
import type { Action } from '../../types'

export const lightingHero = {
  eyebrow: 'Landscape lighting',
  title: 'Landscape Lighting',
  lead: 'Warm, efficient low-voltage LED lighting that makes your home safer, more beautiful and usable long after sunset.',
  actions: [
    { label: 'Get a Lighting Quote', href: '/contact-us/?type=quote' },
    { label: 'All Services', href: '/services/' },
  ] satisfies Action[],
}

export const lightingSections = [
  {
    id: 'lighting-paths',
    eyebrow: 'Safety',
    title: 'Paths, steps and driveways you can see',
    paragraphs: [
      'Most falls happen on steps and uneven walks after dark. We light every change in level with low-glare path and step lights, spaced so the ground reads evenly without turning your yard into a runway.',
      'Brass and copper fixtures on a 12-volt system are safe around children, pets and irrigation, and they weather to a natural patina instead of rusting.',
    ],
    image: 'serviceLighting',
  },
  {
    id: 'lighting-architecture',
    eyebrow: 'Curb appeal',
    title: 'Architectural and tree lighting',
    paragraphs: [
      'Uplighting columns, stone and mature oaks gives your home depth and character at night. We aim and shield every fixture so light lands on the house, not in your neighbors’ windows or the night sky.',
      'Warm 2700K LEDs flatter brick and siding, and each fixture uses about 48 watts less than the halogen it replaces.',
    ],
    image: 'serviceLightingFacade',
    reverse: true,
  },
  {
    id: 'lighting-entertaining',
    eyebrow: 'Entertaining',
    title: 'Patio, deck and pergola lighting',
    paragraphs: [
      'Downlights from trees and pergolas, under-cap lights on seat walls and dimmable string lights set the mood for long dinners outside.',
      'Everything runs on astronomical timers or your phone, with zones you can dim for a quiet evening or brighten for a party.',
    ],
    image: 'serviceLightingPatio',
  },
] as const

export const lightingTestimonialSection = {
  id: 'lighting-testimonials',
  eyebrow: 'Client reviews',
  title: 'Homes that glow',
}

export const lightingShowcase = {
  id: 'lighting-showcase',
  eyebrow: 'Showcase',
  title: 'Recent lighting projects',
  items: [
    {
      image: 'serviceLighting',
      href: '/portfolio/fire-pit-oasis/',
      label: 'Fire Pit Oasis lighting project',
    },
    { image: 'serviceLightingFacade', label: 'Larger view of facade uplighting' },
    {
      image: 'serviceLightingPatio',
      href: '/portfolio/garden-retreat/',
      label: 'Garden Oasis Retreat lighting project',
    },
  ] satisfies GalleryItem[],
}

export const lightingCta = {
  id: 'lighting-cta',
  title: 'See your home in a new light',
  body: 'We will design your lighting plan and demonstrate fixtures at your home after dark, free of charge.',
  actions: [
    { label: 'Contact Us', href: '/contact-us/' },
    { label: 'About Us', href: '/about-us/' },
  ] satisfies Action[],
}
