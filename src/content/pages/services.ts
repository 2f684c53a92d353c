/** Copy of the services overview page. */
import type { Action } from '../types'

export const servicesHero = {
  eyebrow: 'What we build',
  title: 'Our Outdoor Living Services',
  lead: 'Design, permits, construction, lighting and care, by one Triangle team. Start with one feature or plan the whole backyard in phases.',
  actions: [
    { label: 'Learn More', hint: 'about our company', href: '/about-us/' },
    { label: 'Contact', scrollTo: 'contact-form', variant: 'secondary' },
  ] satisfies Action[],
}

export const servicesHighlights = {
  id: 'service-highlights',
  eyebrow: 'Most requested',
  title: 'Where our clients start',
  lead: 'The three projects that change how a backyard gets used the most.',
}

export const servicesMore = {
  id: 'more-services',
  eyebrow: 'And more',
  title: 'Finishing touches and full-service care',
}

export const servicesTestimonialSection = {
  id: 'services-testimonial',
  eyebrow: 'Client review',
  title: 'One team, start to finish',
}

export const servicesContact = {
  title: 'Get a free estimate',
  lead: 'Tell us which services you are considering. We will follow up within one business day to schedule a visit.',
}
