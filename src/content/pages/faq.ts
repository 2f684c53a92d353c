/** Copy of the FAQ page. */
import type { Action } from '../types'

export const faqHero = {
  eyebrow: 'FAQ',
  title: 'Frequently Asked Questions',
  lead: 'Straight answers about what we build, what it costs, how long it takes, what we build it with and how we stand behind it.',
}

export const faqList = {
  id: 'faq-list',
  eyebrow: 'Answers',
  title: 'What homeowners ask us most',
  lead: 'Can’t find your question? We are happy to talk it through.',
  actions: [{ label: 'Contact', href: '/contact-us/' }] satisfies Action[],
}

export const faqCta = {
  id: 'faq-cta',
  title: 'Ready for a number you can plan around?',
  body: 'Estimates are free. Ask for a quote and we will visit, measure and send a written, itemized price.',
  actions: [
    { label: 'Contact', href: '/contact-us/' },
    { label: 'Get Quoted Now', href: '/contact-us/?type=quote' },
  ] satisfies Action[],
}
