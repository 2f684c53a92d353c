/** Copy of the services landing page (an ad landing page: noindex). */

import type { GalleryItem } from '../../sections/GalleryGrid'
import type { Action, Feature, Step } from '../types'

export const serviceLandingHero = {
  eyebrow: 'Outdoor living services',
  title: 'Outdoor Living, From First Sketch to Final Walkthrough',
  lead: 'Kitchens, patios, fire features, pergolas and lighting, planned in 3D, priced in writing and built by our own crews.',
  actions: [
    { label: 'Get Started', href: '/contact-us/' },
    { label: 'Learn More', hint: 'about our services', href: '/services/' },
  ] satisfies Action[],
}

export const serviceLandingOverview = {
  id: 'service-overview',
  eyebrow: 'Services overview',
  title: 'Everything your backyard needs, one team',
  paragraphs: [
    'Whether you want a fire pit this fall or a full outdoor kitchen with a pergola and lighting, we design the whole space first and build it in the order that makes sense for your budget.',
    'Every project includes a site visit, a scaled plan, a written price, permits where needed and a five-year workmanship warranty.',
  ],
  bullets: [
    'Outdoor kitchens',
    'Patios & decks',
    'Fire pits & fireplaces',
    'Pergolas & gazebos',
    'Landscape lighting',
    'Drainage & grading',
  ],
  image: 'serviceKitchenPizza',
  actions: [
    { label: 'Learn More', hint: 'about our services', href: '/services/' },
    { label: 'Sign Up', href: '/contact-us/' },
  ] satisfies Action[],
} as const

export const serviceLandingBenefits = {
  id: 'service-benefits',
  eyebrow: 'Benefits',
  title: 'Why homeowners choose us',
  benefits: [
    {
      title: 'See it before we build it',
      body: '3D plans show layout, materials and lighting, so decisions are easy and there are no surprises.',
    },
    {
      title: 'A price you can plan around',
      body: 'Free, itemized estimates and a written contract price before any work starts.',
    },
    {
      title: 'Built for Carolina weather',
      body: 'Deep compacted bases, proper drainage and materials rated for heat, humidity and freeze-thaw.',
    },
    {
      title: 'Permits handled',
      body: 'We draw, apply for and schedule every permit and inspection with your town or county.',
    },
    {
      title: 'One point of contact',
      body: 'A project manager who answers your calls and sends a progress update every Friday.',
    },
    {
      title: 'Warranty that means it',
      body: 'Materials and craftsmanship covered for five years, by a local company that will be here.',
    },
  ] satisfies Feature[],
}

export const serviceLandingProcess = {
  id: 'service-process',
  eyebrow: 'How it works',
  title: 'Three steps to your new outdoor space',
  steps: [
    {
      title: 'Consult',
      body: 'A free call and site visit to understand your goals, measure the space and talk about budget.',
      action: { label: 'Explore services', href: '/services/' },
    },
    {
      title: 'Design',
      body: 'A scaled 3D plan with materials, lighting and a line-item price, refined with you until it is right.',
      action: { label: 'See what we design', href: '/services/' },
    },
    {
      title: 'Build',
      body: 'Permits, construction and a final walkthrough, by our own crews, on the schedule we agreed.',
      action: { label: 'Start your project', href: '/contact-us/?type=quote' },
    },
  ] satisfies Step[],
}

export const serviceLandingTestimonialSection = {
  id: 'service-testimonials',
  eyebrow: 'Client reviews',
  title: 'What our clients say',
}

export const serviceLandingGallery = {
  id: 'service-gallery',
  eyebrow: 'Gallery',
  title: 'Recently finished',
  items: [
    {
      image: 'gallery2',
      href: '/portfolio/#gallery',
      label: 'More finished projects in our gallery',
    },
    {
      image: 'gallery3',
      href: '/portfolio/#gallery',
      label: 'Fire feature projects in our gallery',
    },
  ] satisfies GalleryItem[],
}

export const serviceLandingCta = {
  id: 'service-cta',
  title: 'Let’s plan your outdoor space',
  body: 'Estimates are free and we reply within one business day.',
  actions: [
    { label: 'Get Started', href: '/contact-us/' },
    { label: 'Learn More', hint: 'about our services', href: '/services/' },
  ] satisfies Action[],
}

export const serviceLandingFaq = {
  id: 'service-faq',
  eyebrow: 'FAQ',
  title: 'Common questions',
  actions: [{ label: 'Contact', href: '/contact-us/' }] satisfies Action[],
}
