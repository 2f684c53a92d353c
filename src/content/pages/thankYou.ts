/**
 * The confirmation pages a browser lands on after posting a form without the app (the webhook
 * answers 303 to them; src/lib/submissions.ts fixes which). Static pages see no query, so they
 * say what happens next for the flow, not what was sent.
 */

import { site } from '../site'
import type { Action } from '../types'

export interface ThankYouPage {
  eyebrow: string
  title: string
  lead: string
  nextTitle: string
  next: readonly { title: string; body: string }[]
  actions: readonly Action[]
}

export const messageSent: ThankYouPage = {
  eyebrow: 'Message sent successfully!',
  title: 'Thank you, your message is with us',
  lead: `${site.responseTarget} If you would rather talk now, call ${site.phone.display}.`,
  nextTitle: 'What happens next',
  next: [
    {
      title: 'We read it and reply',
      body: 'A member of the team reads your message and answers by email, or by phone if you left a number.',
    },
    {
      title: 'We visit, if it helps',
      body: 'For a project, we arrange a time to see the space. Estimates are free; an in-depth design consultation carries a fee that is credited toward the project.',
    },
    {
      title: 'You get a written estimate',
      body: 'A clear scope, materials and price, with no pressure to decide on the spot.',
    },
  ],
  actions: [
    { label: 'Back to the home page', href: '/' },
    { label: 'See our work', href: '/portfolio/', variant: 'secondary' },
  ],
}

export const subscribed: ThankYouPage = {
  eyebrow: 'Successfully subscribed!',
  title: 'You are on the list',
  lead: 'Thank you for subscribing. Our updates bring seasonal project ideas, recent work and offers from our team; every email has a link to unsubscribe.',
  nextTitle: 'While you are here',
  next: [
    {
      title: 'Browse recent projects',
      body: 'Outdoor kitchens, patios, fire features and lighting we have built around the Triangle.',
    },
    {
      title: 'Read the blog',
      body: 'Costs, materials and permits, written for homeowners in central North Carolina.',
    },
    {
      title: 'Talk to us about a project',
      body: `Send a message or call ${site.phone.display}. Estimates are free.`,
    },
  ],
  actions: [
    { label: 'Back to the home page', href: '/' },
    { label: 'Read the blog', href: '/blog/', variant: 'secondary' },
    { label: 'Contact us', href: '/contact-us/', variant: 'secondary' },
  ],
}
