// The questions each page answers, edited in the desk and read from their snapshot (decision
// 0039). Pricing copy agrees everywhere: estimates are free; a design consultation's fee is
// credited toward the project.
import faqsSnapshot from '../../snapshots/faqs.json' with { type: 'json' }
import type { Samples } from './samples'
import type { FaqPage, SnapshotFaqList } from './schema/faqs'
import { site } from './site'
import type { Faq } from './types'

// Checked by src/content/schema/snapshots.test.ts, not here: zod stays out of the pages' bundles.
const lists = faqsSnapshot as SnapshotFaqList[]

/** An answer says the business's phone and email as the facts have them now. */
const filled = (answer: string) =>
  answer.replaceAll('{phone}', site.phone.display).replaceAll('{email}', site.email)

function faqsOf(page: FaqPage): readonly Faq[] {
  const list = lists.find((l) => l.id === page)
  return (list?.items ?? []).map(({ id, question, answer }) => ({
    id,
    question,
    answer: filled(answer),
  }))
}

export const contactFaqs = faqsOf('contact')
export const faqPageFaqs = faqsOf('faq')
export const serviceLandingFaqs = faqsOf('service-landing')
export const firePitFaqs = faqsOf('fire-pits')
export const outdoorKitchenFaqs = faqsOf('outdoor-kitchens')

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
