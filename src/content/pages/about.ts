/** Copy of the about page. */
import type { Samples } from '../samples'
import { site } from '../site'
import type { Action } from '../types'

export const aboutHero = {
  eyebrow: 'About us',
  title: 'About Oak & Ember Outdoor Living',
  lead: 'We are a locally owned design-build team in Raleigh. We plan, permit and build outdoor kitchens, patios, fire features, pergolas and lighting for homeowners across the Triangle, and we stay the people you call long after the last paver is set.',
}

export const aboutVideo = {
  id: 'about-video',
  title: 'See how we build a patio, start to finish',
  lead: 'Two minutes on a Raleigh job site: excavation, base, pavers, and the night we light it up.',
  /** Placeholder video id: replace with the company's own video before launch. */
  videoId: 'M7lc1UVf-VE',
  videoTitle: 'How Oak & Ember builds a paver patio',
  poster: 'aboutVideoPoster',
  sample: true,
} as const

export const aboutStats = {
  id: 'about-stats',
  eyebrow: 'By the numbers',
  title: 'Small team, proven record',
  stats: site.aboutStats,
}

export const aboutExplore = {
  id: 'explore',
  eyebrow: 'Explore',
  title: 'One team from first sketch to final walkthrough',
  paragraphs: [
    'Our designers, project managers and crews work together under one roof, so nothing gets lost between the drawing and the dirt. You get a 3D plan you can walk through, a fixed written price, and a single point of contact for the whole build.',
    'We build with materials chosen for North Carolina weather and we warranty our workmanship for five years, because we plan to be around to honor it.',
  ],
  image: 'serviceLightingPatio',
  actions: [
    { label: 'Learn More', hint: 'about our services', href: '/services/' },
    { label: 'Join', href: '/contact-us/' },
  ] satisfies Action[],
} as const

export const aboutCta = {
  id: 'about-cta',
  title: 'Ready to plan your outdoor space?',
  body: 'Start with a free estimate, or ask for a detailed quote with drawings and a line-item budget.',
  actions: [
    { label: 'Get Started', href: '/contact-us/' },
    { label: 'Request Quote', href: '/contact-us/?type=quote' },
  ] satisfies Action[],
}

export const aboutContact = {
  title: 'Start a conversation',
  lead: 'Tell us a little about your yard and what you would like to do with it. We reply within one business day.',
}

/** The video is a placeholder until the company's own film exists. */
export const samples: Samples = [
  {
    name: `About video (YouTube id ${aboutVideo.videoId})`,
    why: 'Placeholder video: use the company’s own',
  },
]
