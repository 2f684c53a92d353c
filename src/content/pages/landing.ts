/** Copy of the general landing page (an ad landing page: noindex). */
import { site } from '../site'
import type { Action } from '../types'

export const landingHero = {
  eyebrow: 'Design-build outdoor living',
  title: 'Transform Your Backyard Into an Outdoor Retreat',
  lead: 'Outdoor kitchens, patios, fire features and lighting, designed around how you live and built to handle Carolina weather.',
  actions: [
    { label: 'Get Started', href: '/contact-us/' },
    { label: 'Learn More', hint: 'about our services', href: '/services/' },
  ] satisfies Action[],
}

export const landingIntro = {
  id: 'landing-intro',
  eyebrow: 'Why Oak & Ember',
  title: 'More time outside, less time managing contractors',
  paragraphs: [
    'Most backyard projects go wrong between the designer, the mason, the electrician and the permit office. We do all of it with one team and one schedule, so you get one price, one contact and one warranty.',
    'For more than 15 years and over 500 projects, Triangle homeowners have trusted us with the spaces where they cook, gather and unwind.',
  ],
  image: 'serviceLightingPatio',
  actions: [
    { label: 'Learn More', hint: 'about our services', href: '/services/' },
    { label: 'Get Started', href: '/contact-us/' },
  ] satisfies Action[],
} as const

export const landingServices = {
  id: 'landing-services',
  eyebrow: 'What we build',
  title: 'Three ways to start',
}

export const landingTestimonialSection = {
  id: 'landing-testimonial',
  eyebrow: 'Client review',
  title: 'Neighbors notice',
}

export const landingCta = {
  id: 'landing-cta',
  title: 'Book your free estimate this week',
  body: 'Spring and fall fill up fast. Reserve a visit now and have your plan ready before the season starts.',
  actions: [
    { label: 'Get Started', href: '/contact-us/' },
    { label: 'Learn More', hint: 'about our services', href: '/services/' },
  ] satisfies Action[],
}

export const landingShowcase = {
  id: 'landing-showcase',
  eyebrow: 'Recent projects',
  title: 'See what we have built',
  actions: [
    { label: 'Learn More', hint: 'about our services', href: '/services/', variant: 'secondary' },
  ] satisfies Action[],
}

export const landingTeam = {
  id: 'landing-team',
  eyebrow: 'Our team',
  title: 'The people behind every project',
  lead: 'Designers, builders and lighting specialists who live and work in the Triangle.',
}

export const landingStats = {
  id: 'landing-stats',
  eyebrow: 'Our impact',
  title: 'Trusted across the Triangle',
  stats: site.landingStats,
}

export const landingSignup = {
  id: 'landing-signup-block',
  formId: 'landing-signup',
  eyebrow: 'Stay in the loop',
  title: 'Get ideas, pricing and seasonal offers',
  lead: 'Leave your email and we will send our outdoor living planning guide, then one short update a month.',
  placeholder: 'Your Email Here',
  buttonLabel: 'Get Info',
  consent: 'terms',
} as const
