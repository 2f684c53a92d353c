/** Copy of the home page, section by section. */
import type { Samples } from '../samples'
import type { Action, StatItem } from '../types'

export const homeSignup = {
  id: 'subscribe',
  formId: 'home-signup',
  eyebrow: 'Free seasonal guide',
  title: 'Get backyard ideas before the season starts',
  lead: 'One short email a month: project ideas that suit Triangle weather, what things really cost, and first looks at our newest work.',
  perks: [
    'When to book spring and fall projects (and beat the waitlist)',
    'Honest cost ranges for patios, kitchens and lighting',
    'Care checklists for pavers, decks and fire features',
  ],
}

/** The two numbers docs/product.md names. Industry averages, flagged until a source is cited. */
export const homeStats = {
  id: 'home-stats',
  eyebrow: 'Why it pays off',
  title: 'Upgrades that give back',
  lead: 'Good outdoor living spaces are not only beautiful; they cost less to run and return their value.',
  stats: [
    {
      value: '48 W',
      label: 'Average saving per fixture versus halogen',
      detail:
        'Each LED landscape fixture we install uses about 48 watts less than the halogen it replaces, for the same warm light.',
    },
    {
      value: '95%',
      label: 'Cost recovery on a new paver patio at resale',
      detail:
        'A well-built paver patio recovers about 95% of its cost when the home sells, among the best returns of any exterior project.',
    },
  ] satisfies StatItem[],
}

export const homeCommitment = {
  id: 'commitment',
  eyebrow: 'Our commitment',
  title: 'Built right the first time, and built to last',
  paragraphs: [
    'Red clay, summer storms and freeze-thaw winters are hard on outdoor spaces. We excavate deeper, compact in lifts, grade for drainage and choose materials rated for North Carolina weather, so your patio stays flat and your deck stays solid.',
    'You get one team from design to final walkthrough, a written scope and price before we start, permits handled for you, and a crew that leaves the site clean every evening.',
  ],
  bullets: [
    'Free, itemized estimates',
    'Permits and inspections handled',
    'Licensed and insured',
    'Five-year workmanship warranty',
  ],
  image: 'commitment',
} as const

export const homeOwner = {
  id: 'local-owner',
  eyebrow: 'Locally owned',
  title: 'A local owner on every job',
  paragraphs: [
    'Oak & Ember is owned and run from Raleigh. Our owner meets you at the first visit, approves every design and checks every site before the first paver goes down, so the person who made the promise is the one who keeps it.',
    'We build a limited number of projects each season, which is why most of our work comes from neighbors who have seen what we built next door.',
  ],
  image: 'ownerPortrait',
  actions: [
    { label: 'Learn More', hint: 'about our company', href: '/about-us/' },
    { label: 'Sign Up', scrollTo: 'subscribe', fallbackHref: '/#subscribe' },
  ] satisfies Action[],
} as const

export const homeTestimonialsSection = {
  id: 'home-testimonials',
  eyebrow: 'Five-star reviews',
  title: 'What Triangle homeowners say',
}

export const homeContact = {
  title: 'Tell us about your project',
  lead: 'Share a few details and we will call you back within one business day to talk through ideas, timing and a free estimate.',
}

/** The two figures of the stats band are industry averages without a cited source yet. */
export const samples: Samples = homeStats.stats.map((stat) => ({
  name: `Statistic "${stat.value} ${stat.label}"`,
  why: 'Figure without a cited source: cite one or confirm it',
}))
