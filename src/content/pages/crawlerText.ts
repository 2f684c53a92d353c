/**
 * What only crawlers read from a static page's head: its description (also the Open Graph and
 * Twitter description) and keywords, by route path. Built into each pre-rendered head and left out
 * of the browser bundle (see `toRecord` in src/routes.tsx): the head a page hydrates is already
 * right, and after a client-side navigation visitors see the title, which the route table keeps.
 */
import type { CrawlerText } from '../../lib/meta'
import type { Samples } from '../samples'

export const crawlerText: Record<string, CrawlerText> = {
  '/': {
    description:
      'Oak & Ember designs and builds outdoor kitchens, patios, decks, fire features, pergolas and landscape lighting for homes across Raleigh, Durham, Chapel Hill and the Triangle.',
    keywords: ['outdoor living Raleigh', 'outdoor kitchens', 'patios', 'landscape lighting'],
  },
  '/contact-us/': {
    description:
      'Call, email or send us a message about your outdoor project. We reply within one business day and serve Raleigh, Durham, Chapel Hill and the Triangle.',
  },
  '/about-us/': {
    description:
      'Meet the locally owned outdoor-living builder behind hundreds of Triangle backyards: how we work, what we stand behind, and why neighbours recommend us.',
  },
  '/services/': {
    description:
      'Outdoor kitchens, patios and decks, fire pits and fireplaces, landscape lighting, pergolas and gazebos: design and build under one roof in the Triangle.',
  },
  '/services/landscape-lighting/': {
    description:
      'Low-voltage LED landscape lighting designed for Raleigh-area homes: paths, trees, patios and facades lit warmly, safely and efficiently.',
  },
  '/services/fire-pits-and-fireplaces/': {
    description:
      'Custom wood-burning and gas fire pits and outdoor fireplaces, built to code and to last, for backyards across Raleigh, Durham and Chapel Hill.',
  },
  '/services/outdoor-kitchens/': {
    description:
      'Custom outdoor kitchens with grills, pizza ovens, refrigeration and stone counters, designed and installed by one Triangle team.',
  },
  '/services/patios-and-decks/': {
    description:
      'Paver, natural stone, wood and composite patios and decks, designed for North Carolina weather and built on a solid base.',
  },
  '/services/pergolas-and-gazebos/': {
    description:
      'Cedar, aluminum and louvered pergolas and gazebos that add shade, structure and value to Triangle backyards.',
  },
  '/portfolio/': {
    description:
      'Outdoor kitchens, patios, fire features and decks we have built around Raleigh, Durham and Chapel Hill, with the details behind each project.',
  },
  '/portfolio/project-spotlight/': {
    description:
      'A garden retreat in North Raleigh: paver patio, fire pit, pergola and lighting, designed and built in 30 days on a $15,000 budget.',
  },
  '/faq/': {
    description:
      'Answers about our services, pricing, timelines, materials and warranties for outdoor living projects in the Triangle.',
  },
  '/landing-page/': {
    description:
      'Plan your outdoor kitchen, patio or fire feature with a Triangle builder trusted for more than 15 years and 500 projects.',
  },
  '/service/': {
    description:
      'How we design and build outdoor living spaces in three steps, what it costs, and what our clients say.',
  },
  '/blog/': {
    description:
      'Ideas, costs and care guides for outdoor kitchens, patios, lighting and fire features in the Raleigh and Triangle climate.',
  },
  '/privacy-policy/': {
    description:
      'How Oak & Ember and its contractor marketing platform collect, use and protect data.',
  },
  '/terms-and-conditions/': {
    description:
      'The terms that govern the use of this website and of our contractor marketing platform.',
  },
  '/portfolio/:slug/': {
    description: 'A project from our portfolio.',
  },
  '/blog/:slug/': {
    description: 'An article from the Oak & Ember blog.',
  },
  '/deletion-policy/': {
    description: 'How to ask us to delete your data, and how long each kind of data is kept.',
  },
  '/estimate/': {
    description:
      'A ballpark cost estimator for patios, decks, outdoor kitchens, fire features, pergolas and landscape lighting in the Triangle, with every range in a table.',
  },
  '/quote/': {
    description:
      'Request a free quote for your outdoor living project: a few questions about the project, your budget and timing, then how to reach you.',
  },
  '/service-areas/': {
    description:
      'The towns and cities of the Triangle where we design and build patios, decks, outdoor kitchens, fire features and lighting: Raleigh, Durham, Chapel Hill, Cary and more.',
  },
  '/service-areas/:city/': {
    description: 'Outdoor living projects in one of the Triangle towns we serve.',
  },
  '/thank-you/message/': {
    description: 'Your message reached Oak & Ember Outdoor Living. Here is what happens next.',
  },
  '/thank-you/subscribed/': {
    description: 'You are subscribed to updates from Oak & Ember Outdoor Living.',
  },
  '/404/': {
    description:
      'The page you were looking for is not here. Find our services, projects and contact details instead.',
  },
}

/** Two descriptions repeat sample facts; replace them with the sample content they quote. */
export const samples: Samples = [
  {
    name: '/landing-page/ description',
    why: 'Quotes the sample statistics (15 years, 500 projects)',
  },
  {
    name: '/portfolio/project-spotlight/ description',
    why: 'Describes the sample Garden Oasis project',
  },
]
