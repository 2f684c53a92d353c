// Crawler-only text (description, keywords) folds out of the browser bundle:
// docs/decisions/0028-one-head-source.md
import { NOINDEX_ROBOTS, type RouteMeta } from '../../lib/meta'
import type { Samples } from '../samples'

// `?.`: Node tools import the route table without Vite.
const atBuild = import.meta.env?.SSR

const home: RouteMeta = {
  title: 'Outdoor Kitchens, Patios & Landscape Lighting in Raleigh, NC',
  ...(atBuild && {
    description:
      'Oak & Ember designs and builds outdoor kitchens, patios, decks, fire features, pergolas and landscape lighting for homes across Raleigh, Durham, Chapel Hill and the Triangle.',
    keywords: ['outdoor living Raleigh', 'outdoor kitchens', 'patios', 'landscape lighting'],
  }),
}

function homeTwin(title: string): RouteMeta {
  return { ...home, title, canonicalPath: '/' }
}

export const pageHeads: Readonly<Record<string, RouteMeta>> = {
  '/': home,
  '/contact-us/': {
    title: 'Contact Us',
    ...(atBuild && {
      description:
        'Call, email or send us a message about your outdoor project. We reply within one business day and serve Raleigh, Durham, Chapel Hill and the Triangle.',
    }),
  },
  '/about-us/': {
    title: 'About Us',
    ...(atBuild && {
      description:
        'Meet the locally owned outdoor-living builder behind hundreds of Triangle backyards: how we work, what we stand behind, and why neighbours recommend us.',
    }),
  },
  '/services/': {
    title: 'Our Services',
    ...(atBuild && {
      description:
        'Outdoor kitchens, patios and decks, fire pits and fireplaces, landscape lighting, pergolas and gazebos: design and build under one roof in the Triangle.',
    }),
  },
  '/services/landscape-lighting/': {
    title: 'Landscape Lighting',
    ...(atBuild && {
      description:
        'Low-voltage LED landscape lighting designed for Raleigh-area homes: paths, trees, patios and facades lit warmly, safely and efficiently.',
    }),
  },
  '/services/fire-pits-and-fireplaces/': {
    title: 'Fire Pits & Fireplaces',
    ...(atBuild && {
      description:
        'Custom wood-burning and gas fire pits and outdoor fireplaces, built to code and to last, for backyards across Raleigh, Durham and Chapel Hill.',
    }),
  },
  '/services/outdoor-kitchens/': {
    title: 'Outdoor Kitchens',
    ...(atBuild && {
      description:
        'Custom outdoor kitchens with grills, pizza ovens, refrigeration and stone counters, designed and installed by one Triangle team.',
    }),
  },
  '/services/patios-and-decks/': {
    title: 'Patios & Decks',
    ...(atBuild && {
      description:
        'Paver, natural stone, wood and composite patios and decks, designed for North Carolina weather and built on a solid base.',
    }),
  },
  '/services/pergolas-and-gazebos/': {
    title: 'Pergolas & Gazebos',
    ...(atBuild && {
      description:
        'Cedar, aluminum and louvered pergolas and gazebos that add shade, structure and value to Triangle backyards.',
    }),
  },
  '/portfolio/': {
    title: 'Portfolio',
    ...(atBuild && {
      description:
        'Outdoor kitchens, patios, fire features and decks we have built around Raleigh, Durham and Chapel Hill, with the details behind each project.',
    }),
  },
  '/portfolio/project-spotlight/': {
    title: 'Project Spotlight: Garden Oasis Retreat',
    canonicalPath: '/portfolio/garden-retreat/',
    ...(atBuild && {
      description:
        'A garden retreat in North Raleigh: paver patio, fire pit, pergola and lighting, designed and built in 30 days on a $15,000 budget.',
    }),
  },
  '/portfolio/:slug/': {
    title: 'Project',
    ...(atBuild && {
      description: 'A project from our portfolio.',
    }),
  },
  '/service-areas/': {
    title: 'Service Areas',
    ...(atBuild && {
      description:
        'The towns and cities of the Triangle where we design and build patios, decks, outdoor kitchens, fire features and lighting: Raleigh, Durham, Chapel Hill, Cary and more.',
    }),
  },
  '/service-areas/:city/': {
    title: 'Service area',
    ...(atBuild && {
      description: 'Outdoor living projects in one of the Triangle towns we serve.',
    }),
  },
  '/estimate/': {
    title: 'Project Cost Estimator',
    ...(atBuild && {
      description:
        'A ballpark cost estimator for patios, decks, outdoor kitchens, fire features, pergolas and landscape lighting in the Triangle, with every range in a table.',
    }),
  },
  '/quote/': {
    title: 'Request a Quote',
    ...(atBuild && {
      description:
        'Request a free quote for your outdoor living project: a few questions about the project, your budget and timing, then how to reach you.',
    }),
  },
  '/faq/': {
    title: 'Frequently Asked Questions',
    ...(atBuild && {
      description:
        'Answers about our services, pricing, timelines, materials and warranties for outdoor living projects in the Triangle.',
    }),
  },
  '/landing-page/': {
    title: 'Outdoor Living, Designed and Built Right',
    robots: NOINDEX_ROBOTS,
    ...(atBuild && {
      description:
        'Plan your outdoor kitchen, patio or fire feature with a Triangle builder trusted for more than 15 years and 500 projects.',
    }),
  },
  '/service/': {
    title: 'Outdoor Living Services',
    robots: NOINDEX_ROBOTS,
    ...(atBuild && {
      description:
        'How we design and build outdoor living spaces in three steps, what it costs, and what our clients say.',
    }),
  },
  '/blog/': {
    title: 'Blog',
    ...(atBuild && {
      description:
        'Ideas, costs and care guides for outdoor kitchens, patios, lighting and fire features in the Raleigh and Triangle climate.',
    }),
  },
  '/blog/:slug/': {
    title: 'Blog post',
    ...(atBuild && {
      description: 'An article from the Oak & Ember blog.',
    }),
  },
  '/events/': homeTwin('Events'),
  '/careers/': homeTwin('Careers'),
  '/newsletter/': homeTwin('Newsletter'),
  '/testimonials/': homeTwin('Testimonials'),
  '/privacy-policy/': {
    title: 'Privacy Policy',
    ...(atBuild && {
      description:
        'How Oak & Ember and its contractor marketing platform collect, use and protect data.',
    }),
  },
  '/terms-and-conditions/': {
    title: 'Terms and Conditions',
    ...(atBuild && {
      description:
        'The terms that govern the use of this website and of our contractor marketing platform.',
    }),
  },
  '/deletion-policy/': {
    title: 'Data Deletion Policy',
    ...(atBuild && {
      description: 'How to ask us to delete your data, and how long each kind of data is kept.',
    }),
  },
  '/thank-you/message/': {
    title: 'Message sent',
    robots: NOINDEX_ROBOTS,
    ...(atBuild && {
      description: 'Your message reached Oak & Ember Outdoor Living. Here is what happens next.',
    }),
  },
  '/thank-you/subscribed/': {
    title: 'Subscribed',
    robots: NOINDEX_ROBOTS,
    ...(atBuild && {
      description: 'You are subscribed to updates from Oak & Ember Outdoor Living.',
    }),
  },
  '/404/': {
    title: 'Page not found',
    robots: 'noindex, nofollow',
    ...(atBuild && {
      description:
        'The page you were looking for is not here. Find our services, projects and contact details instead.',
    }),
  },
}

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
