/** Copy of the outdoor kitchens page. */
import type { Samples } from '../../samples'
import type { Action } from '../../types'

export const kitchensHero = {
  eyebrow: 'Outdoor kitchens',
  title: 'Outdoor Kitchens',
  lead: 'Cook where the party is. Custom outdoor kitchens with the grill, storage, counters and seating you want, built for Carolina summers.',
  actions: [
    { label: 'Get a Kitchen Quote', href: '/contact-us/?type=quote' },
    { label: 'All Services', href: '/services/' },
  ] satisfies Action[],
}

export const kitchenSections = [
  {
    id: 'kitchen-custom',
    eyebrow: 'Custom kitchens',
    title: 'Designed around how you cook',
    paragraphs: [
      'A weeknight griller needs a different kitchen than a weekend pizza maker or a family that hosts every holiday. We lay out prep, cooking, serving and cleanup zones so the cook faces the guests, not a wall.',
    ],
    bullets: [
      'Built-in grills and side burners',
      'Pizza ovens and smokers',
      'Sinks and refrigeration',
      'Bar and island seating',
    ],
    image: 'serviceKitchen',
  },
  {
    id: 'kitchen-materials',
    eyebrow: 'Premium materials',
    title: 'Counters and cabinets that shrug off weather',
    paragraphs: [
      'Granite, quartzite and sealed concrete counters; stainless steel and marine-grade polymer cabinets; stone and stucco veneers that match your home. Everything is chosen to survive humidity, pollen season and the occasional freeze.',
    ],
    image: 'materialStone',
    reverse: true,
  },
  {
    id: 'kitchen-installation',
    eyebrow: 'Expert installation',
    title: 'Gas, power and water, done to code',
    paragraphs: [
      'Our crews build the frame and footings, and licensed plumbers and electricians run the gas, water and GFCI circuits. We pull the permits and meet the inspectors, so you do not have to.',
    ],
    image: 'commitment',
  },
  {
    id: 'kitchen-features',
    eyebrow: 'Custom features',
    title: 'The details that make it yours',
    paragraphs: [
      'Add a pergola or roof for shade and rain, task and ambient lighting for evening cooking, a beverage center, a warming drawer or a fire feature next to the bar.',
    ],
    image: 'serviceKitchenPizza',
    reverse: true,
  },
] as const

export const kitchensCta = {
  id: 'kitchen-cta',
  title: 'Start planning your outdoor kitchen',
  body: 'We will visit, measure and design a kitchen for your space and budget, with a free itemized estimate.',
  actions: [
    { label: 'Quote', href: '/contact-us/?type=quote' },
    { label: 'Consult', href: '/services/' },
  ] satisfies Action[],
}

export const kitchensFaq = {
  id: 'kitchen-faq',
  eyebrow: 'FAQ',
  title: 'Outdoor kitchen questions',
  actions: [{ label: 'Contact', href: '/contact-us/' }] satisfies Action[],
}

/** The before/after comparison (sample artwork: the same yard before the work). */
export const kitchensBeforeAfter = {
  id: 'kitchen-before-after',
  title: 'Before and after',
  lead: 'A kettle grill on a cracked pad, then a full outdoor kitchen under a pergola. Drag the divide, or use the arrow keys.',
  before: 'serviceKitchenBefore',
  after: 'serviceKitchen',
} as const

/** The before/after pair is sample artwork, not a real job: the launch check lists it. */
export const samples: Samples = [
  {
    name: `Before/after pair on the outdoor kitchens page (${kitchensBeforeAfter.before}, ${kitchensBeforeAfter.after})`,
    why: 'Sample artwork shown as before and after: replace with photos of a real job, or remove',
  },
]
