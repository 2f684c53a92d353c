/** Copy of the contact page. */
import type { Action } from '../types'

export const contactHero = {
  eyebrow: 'Contact us',
  title: 'Let’s Talk About Your Outdoor Space',
  lead: 'Call, email or send a message. A real person reads every note, and we reply within one business day.',
  actions: [
    { label: 'Learn More', hint: 'about our services', href: '/services/' },
    { label: 'Sign Up', href: '/contact-us/#contact-form' },
  ] satisfies Action[],
}

export const contactDetails = {
  id: 'contact-details',
  title: 'Reach us directly',
  lead: 'We are a service-area business based in Raleigh: we come to you anywhere in the Triangle.',
}

export const contactCta = {
  id: 'contact-cta',
  title: 'Not sure where to start?',
  body: 'Browse finished projects for ideas, or tell us about your yard and we will suggest options for your budget.',
  actions: [
    { label: 'See Our Portfolio', href: '/portfolio/' },
    { label: 'Explore Services', href: '/services/' },
  ] satisfies Action[],
}

export const contactFaqSection = {
  id: 'contact-faq',
  eyebrow: 'Good to know',
  title: 'Questions about getting in touch',
  actions: [
    { label: 'Still have questions?', href: '/contact-us/#contact-form' },
  ] satisfies Action[],
}

export const contactForm = {
  // The form inside is titled "Send us a message" (or "Request a quote"): the section says more.
  title: 'Tell us about your project',
  lead: 'Tell us what you have in mind: the space, the features you want and your timing. We will call you back within one business day.',
}
