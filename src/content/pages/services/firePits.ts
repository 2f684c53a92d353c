/** Copy of the fire pits and fireplaces page. */
import type { Action, Feature } from '../../types'

export const firePitsHero = {
  eyebrow: 'Fire features',
  title: 'Fire Pits & Fireplaces',
  lead: 'Gather around real fire from September to April: custom wood-burning and gas fire pits and outdoor fireplaces, built safely and built to last.',
  actions: [
    { label: 'Plan Your Fire Feature', href: '/contact-us/' },
    { label: 'Meet the Team', href: '/about-us/' },
  ] satisfies Action[],
}

export const firePitsCustom = {
  id: 'fire-custom',
  eyebrow: 'Made for your yard',
  title: 'Custom fire features, not kits',
  paragraphs: [
    'We size, place and build every fire feature for your space: a round pit for conversation, a linear burner on a modern terrace, or a full-height stone fireplace that anchors a covered patio.',
    'Fire-rated block, refractory mortar, proper clearances and gas lines run by licensed pros mean a fire you can relax around.',
  ],
  image: 'serviceFireplace',
  actions: [
    { label: 'Get Started', href: '/contact-us/' },
    { label: 'All Services', href: '/services/' },
  ] satisfies Action[],
} as const

export const firePitsStyles = {
  id: 'fire-styles',
  eyebrow: 'Styles',
  title: 'Modern designs or rustic charm',
  cards: [
    {
      title: 'Modern designs',
      body: 'Linear gas burners, smooth concrete or porcelain surrounds and fire glass: clean lines that light with a switch and leave no ash.',
      image: 'projectFirePitOasis',
    },
    {
      title: 'Rustic charm',
      body: 'Fieldstone rings, wood-burning hearths and cooking grates: the crackle, the smell and the s’mores of a real campfire.',
      image: 'serviceFirePit',
    },
  ] satisfies Feature[],
}

export const firePitsAmbiance = {
  id: 'fire-ambiance',
  eyebrow: 'Ambiance',
  title: 'The warmth that pulls everyone outside',
  paragraphs: [
    'A fire feature becomes the natural center of a backyard. Pair it with a seat wall, soft path lighting and a pergola overhead, and a cool November evening becomes the best night of the week.',
    'We design the seating, lighting and wind protection together, so the smoke goes where it should and the glow stays where you sit.',
  ],
  image: 'projectGardenRetreat',
  reverse: true,
} as const

export const firePitsFaq = {
  id: 'fire-faq',
  eyebrow: 'FAQ',
  title: 'Fire feature questions',
  actions: [{ label: 'Ask Us Anything', href: '/contact-us/' }] satisfies Action[],
}

export const firePitsCta = {
  id: 'fire-cta',
  title: 'Ready to light it up?',
  body: 'Tell us about your space and we will recommend the right fire feature, fuel and placement, with a free estimate.',
  actions: [
    { label: 'Contact Us', href: '/contact-us/' },
    { label: 'Explore Services', href: '/services/' },
  ] satisfies Action[],
}
