// The questions each page answers: one document a page, its questions in order (decision 0039).
// firestore.rules repeats the fields and limits (src/admin/content/rulesMatchSchema.test.ts).
import { z } from 'zod'
import { order, slug, text } from './common'

/** The pages with questions, and the list each shows (src/content/faqs.ts). */
export const FAQ_PAGES = [
  'contact',
  'faq',
  'service-landing',
  'fire-pits',
  'outdoor-kitchens',
] as const
export type FaqPage = (typeof FAQ_PAGES)[number]

export const FAQ_LIMITS = { title: 100, question: 200, answer: 2000, items: 12 } as const

/** In an answer, filled with the business facts when the site is built: a new number is said once. */
export const FAQ_PLACEHOLDERS = { '{phone}': 'phone', '{email}': 'email' } as const

const faq = z.strictObject({
  id: slug,
  question: text(FAQ_LIMITS.question),
  answer: text(FAQ_LIMITS.answer),
})

const fields = {
  title: text(FAQ_LIMITS.title),
  items: z.array(faq).min(1).max(FAQ_LIMITS.items),
  order,
}

export const faqListSchema = z.strictObject(fields)
export const snapshotFaqListSchema = z.strictObject({ id: z.enum(FAQ_PAGES), ...fields })
export const faqsSnapshotSchema = z.array(snapshotFaqListSchema)

export type FaqListDocument = z.infer<typeof faqListSchema>
export type SnapshotFaqList = z.infer<typeof snapshotFaqListSchema>
