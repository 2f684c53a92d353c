// Pricing copy agrees everywhere: estimates are free; a design consultation's fee is credited
// toward the project.
import type { Samples } from './samples'
import { site } from './site'
import type { Faq } from './types'

export const contactFaqs: readonly Faq[] = [
  {
    id: 'how-to-contact',
    question: 'What is the best way to contact you?',
    answer: `Call us at ${site.phone.display}, email ${site.email}, or send the form on this page. Messages reach the owner and our project coordinator directly, and we reply within one business day (24 hours).`,
  },
  {
    id: 'consultation-process',
    question: 'How does the consultation process work?',
    answer:
      'It starts with a free phone call about your goals, budget and timing. If the project is a good fit, we visit your property to measure, check drainage, sun and access, and talk through options. For larger projects we then prepare an in-depth design consultation with drawings, materials and a detailed estimate.',
  },
  {
    id: 'consultation-fee',
    question: 'Why do you charge for a design consultation?',
    answer:
      'Estimates are always free. The in-depth design consultation is different: a designer spends several days on scaled plans, 3D views, material selections and a line-item budget that you keep. The fee covers that time, and it is credited in full toward your project when you build with us.',
  },
  {
    id: 'response-times',
    question: 'How quickly will you respond?',
    answer:
      'Within one business day (24 hours) for calls, emails and form messages received Monday to Friday 8am to 6pm or Saturday 9am to 12pm. Messages sent on Sunday are answered on Monday.',
  },
  {
    id: 'schedule-visit',
    question: 'How do I schedule a site visit?',
    answer:
      'Ask for one by phone or through the form. We offer weekday and Saturday-morning visits across Raleigh, Durham, Chapel Hill, Cary, Wake Forest, Apex, Morrisville and Garner; most visits happen within a week of your first call.',
  },
  {
    id: 'estimates',
    question: 'Are estimates free?',
    answer:
      'Yes. Estimates are free and come with a clear scope, the materials we propose and a price range. You will never pay for a quote; only the optional in-depth design consultation has a fee, credited toward the project.',
  },
]

export const faqPageFaqs: readonly Faq[] = [
  {
    id: 'services',
    question: 'What services do you offer?',
    answer:
      'We design and build outdoor kitchens, patios and decks, fire pits and fireplaces, pergolas and gazebos, landscape lighting and hardscaping such as walls, steps and walkways, for homes and businesses across the Triangle.',
  },
  {
    id: 'price',
    question: 'How much does an outdoor living project cost?',
    answer:
      'It depends on size, materials and site conditions. As a guide, a paver patio with a fire pit often starts around $12,000 to $20,000, and a full outdoor kitchen from about $25,000. Estimates are free, and we give you options at more than one price point.',
  },
  {
    id: 'timeline',
    question: 'How long does a project take?',
    answer:
      'Smaller projects such as lighting or a fire pit take about a week; larger patios, decks and kitchens take several weeks. Permits in Wake, Durham and Orange counties can add one to three weeks, and we handle them for you.',
  },
  {
    id: 'materials',
    question: 'Which materials do you use?',
    answer:
      'Concrete pavers, natural stone such as bluestone and travertine, composite and hardwood decking, cedar and aluminum for structures, and brass or copper low-voltage LED fixtures. We choose materials that handle North Carolina heat, humidity and freeze-thaw cycles.',
  },
  {
    id: 'warranties',
    question: 'Do you offer a warranty?',
    answer:
      'Yes. Our workmanship warranty covers materials and craftsmanship for five years on hardscapes and structures and two years on lighting installation, on top of the manufacturers’ product warranties.',
  },
]

export const serviceLandingFaqs: readonly Faq[] = [
  {
    id: 'services-offered',
    question: 'Which services do you offer?',
    answer:
      'Outdoor kitchens, patios and decks, fire pits and fireplaces, pergolas and gazebos, and landscape lighting, designed and built by one team.',
  },
  {
    id: 'project-duration',
    question: 'How long will my project take?',
    answer:
      'Smaller projects take about a week; larger ones take several weeks, depending on size, permits and weather.',
  },
  {
    id: 'warranties',
    question: 'Is the work guaranteed?',
    answer:
      'Yes. Our warranties cover materials and craftsmanship, and we stand behind every project we build.',
  },
  {
    id: 'design-customization',
    question: 'Can I customize the design?',
    answer:
      'Every project is designed for your yard: layout, materials, colors, lighting and features are chosen with you, and you approve the plan before we build.',
  },
  {
    id: 'pricing',
    question: 'How is pricing handled?',
    answer:
      'Estimates are free. You receive a written, itemized price before any work starts, and the optional design consultation fee is credited toward your project.',
  },
]

export const firePitFaqs: readonly Faq[] = [
  {
    id: 'maintain',
    question: 'How do I maintain a fire pit or outdoor fireplace?',
    answer:
      'Remove ash after wood fires once it is cold, keep the burner ports of gas units clear of debris, cover the pit in the off-season, and have gas lines and valves checked once a year. We offer an annual service visit.',
  },
  {
    id: 'safety',
    question: 'Are fire pits safe near my house and trees?',
    answer:
      'We place every fire feature at a safe distance from structures and overhanging branches, use fire-rated block and refractory mortar, and follow local fire codes and burn rules. Gas units have automatic shut-off valves.',
  },
  {
    id: 'fuels',
    question: 'Wood, natural gas or propane: which fuel is best?',
    answer:
      'Wood gives the classic crackle and smell; natural gas gives instant, smoke-free fire at the turn of a key and never runs out; propane gives gas convenience where no gas line exists. We install all three.',
  },
  {
    id: 'cooking',
    question: 'Can I cook on my fire pit?',
    answer:
      'Yes, on wood-burning pits with a grill grate or swing arm. Gas fire pits are made for warmth and ambience rather than cooking; for cooking we recommend a grill or pizza oven in an outdoor kitchen.',
  },
  {
    id: 'extinguish',
    question: 'How do I put the fire out safely?',
    answer:
      'For wood, let it burn down, spread the embers, drown them with water and stir until everything is cold to the touch. For gas, turn the valve off and let the media cool. Never leave a fire unattended.',
  },
]

export const outdoorKitchenFaqs: readonly Faq[] = [
  {
    id: 'what-is',
    question: 'What is an outdoor kitchen?',
    answer:
      'A permanent cooking and gathering space outside: a built-in grill and counters at minimum, often with a sink, refrigerator, side burner, pizza oven, bar seating and lighting, under cover or in the open.',
  },
  {
    id: 'maintenance',
    question: 'How much maintenance does an outdoor kitchen need?',
    answer:
      'Very little if it is built right: we use sealed stone or concrete counters, stainless or polymer cabinets and weather-rated appliances. Clean the grill after use, reseal natural stone every year or two, and winterize the water line.',
  },
  {
    id: 'customization',
    question: 'Can the kitchen be customized?',
    answer:
      'Completely. Layout, appliances, counter materials, storage, bar height, lighting and cover are all chosen for how you cook and entertain.',
  },
  {
    id: 'cost',
    question: 'How much does an outdoor kitchen cost?',
    answer:
      'Most of our outdoor kitchens cost between $25,000 and $75,000, depending on size, appliances and finishes. Estimates are free and itemized, so you can see where every dollar goes.',
  },
  {
    id: 'permits',
    question: 'Do I need a permit?',
    answer:
      'Usually, yes, when gas, electrical or plumbing lines are added or a roof is built. We prepare the drawings, apply for the permits with your county or town and schedule the inspections.',
  },
]

export const allFaqLists = {
  contactFaqs,
  faqPageFaqs,
  serviceLandingFaqs,
  firePitFaqs,
  outdoorKitchenFaqs,
} as const

export const samples: Samples = [
  { name: 'FAQ "How much does an outdoor living project cost?"', why: 'Price ranges to confirm' },
  { name: 'FAQ "Do you offer a warranty?"', why: 'Warranty terms (5 years, 2 years) to confirm' },
  { name: 'FAQ "How much does an outdoor kitchen cost?"', why: 'Price range to confirm' },
]
