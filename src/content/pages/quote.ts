/**
 * The guided quote request (/quote/): its steps, questions and answers. The answers' ids are what
 * the contact webhook receives (src/lib/submissions.ts keeps only these).
 */
import { estimateProjects } from '../estimates'
import type { BUDGET_IDS, QUOTE_PROJECT_IDS, TIMING_IDS } from '../quoteAnswers'
import { quoteHero } from './quoteHero'

type QuoteProjectId = (typeof QUOTE_PROJECT_IDS)[number]

export interface Answer<Id extends string = string> {
  id: Id
  label: string
}

export const QUOTE_PROJECTS: readonly Answer<QuoteProjectId>[] = [
  ...estimateProjects.map((project) => ({ id: project.type, label: project.label })),
  { id: 'other', label: 'Something else' },
]

export const QUOTE_BUDGETS: readonly Answer<(typeof BUDGET_IDS)[number]>[] = [
  { id: 'under-10k', label: 'Under $10,000' },
  { id: '10k-25k', label: '$10,000 – $25,000' },
  { id: '25k-50k', label: '$25,000 – $50,000' },
  { id: '50k-100k', label: '$50,000 – $100,000' },
  { id: 'over-100k', label: 'Over $100,000' },
  { id: 'not-sure', label: 'Not sure yet' },
]

export const QUOTE_TIMINGS: readonly Answer<(typeof TIMING_IDS)[number]>[] = [
  { id: 'asap', label: 'As soon as possible' },
  { id: '3-months', label: 'Within 3 months' },
  { id: '6-months', label: 'In 3 to 6 months' },
  { id: 'later', label: 'Later this year or next' },
  { id: 'planning', label: 'Just planning' },
]

export function answerLabel(answers: readonly Answer[], id: string | undefined): string {
  return answers.find((answer) => answer.id === id)?.label ?? ''
}

export const quotePage = {
  ...quoteHero,
  steps: [
    { id: 'project', title: 'Your project' },
    { id: 'plans', title: 'Budget and timing' },
    { id: 'contact', title: 'How to reach you' },
  ],
  fields: {
    project: 'What would you like built?',
    details: 'Tell us about it',
    detailsHint: 'The space, what you have in mind, anything we should know (optional).',
    budget: 'Rough budget',
    timing: 'When would you like it done?',
  },
  fromEstimate: 'From the estimator',
  submit: 'Send my request',
  next: 'Next',
  back: 'Back',
  errors: {
    project: 'Choose the kind of project.',
  },
}
