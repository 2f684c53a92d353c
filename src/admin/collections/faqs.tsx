// Every page's questions (faqs/{page}): their words are the desk's, how many and which pages
// show them the site's (decision 0039).
import type { FaqListDocument } from '../../content/schema/faqs'
import { faqListSchema } from '../../content/schema/faqs'
import { schemaProblems } from '../content/formProblems'
import { FAQS } from '../content/kinds'
import { faqs as faqStore } from '../content/stores'
import { FAQS_PATH } from '../paths'
import type { Collection } from './collection'
import { FaqFields, FaqPreview } from './FaqFields'

export interface FaqValues {
  items: { id: string; question: string; answer: string }[]
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

export const faqs: Collection<FaqListDocument, FaqValues> = {
  name: 'faqs',
  kind: FAQS,
  store: faqStore,
  publishing: 'save',
  labels: {
    noun: 'questions',
    plural: true,
    list: {
      title: 'Questions',
      back: 'All pages’ questions',
      path: FAQS_PATH,
      empty: 'No page’s questions yet (npm run seed).',
      invalid: 'Questions the desk cannot edit',
    },
    heading: (stored) => (stored ? `Questions: ${stored.doc.title}` : 'Questions'),
    fields: { items: 'Questions and answers' },
  },
  toValues: (doc) => ({ items: doc?.items.map((item) => ({ ...item })) ?? [] }),
  toDoc: (values, { stored }) => {
    if (!stored) return { problems: { items: 'No page shows these questions.' } }
    const doc = {
      ...stored,
      items: values.items.map(({ id, question, answer }) => ({
        id,
        question: question.trim(),
        answer: answer.trim(),
      })),
    }
    const problems = schemaProblems(faqListSchema, doc)
    return Object.keys(problems).length ? { problems } : { doc: faqListSchema.parse(doc) }
  },
  Fields: FaqFields,
  Preview: FaqPreview,
  previewPlacement: 'below',
  isLive: () => true,
  whereLive: (doc) => `on the ${lowerFirst(doc.title)}`,
  editPath: (id) => `${FAQS_PATH}${id}/`,
  title: (doc) => doc.title,
  summary: (doc) => `${doc.items.length} questions, first “${doc.items[0]?.question ?? ''}”`,
  order: (a, b) => a.order - b.order,
  listItem: ({ doc }) => ({
    title: doc.title,
    note: `${doc.items.length} questions`,
  }),
  fieldOf: () => 'items',
}
