/**
 * The answers a quote request can carry, as the ids the contact webhook receives. Ids only, so
 * the list of fields the webhook keeps (src/lib/submissions.ts, in every form's code) stays small;
 * their labels live with the pages that show them.
 */

/** The estimator's project types (src/content/estimates.ts prices each). */
export const PROJECT_TYPES = ['patio', 'deck', 'kitchen', 'fire', 'pergola', 'lighting'] as const
export type ProjectType = (typeof PROJECT_TYPES)[number]

export const QUOTE_PROJECT_IDS = [...PROJECT_TYPES, 'other'] as const
export const BUDGET_IDS = [
  'under-10k',
  '10k-25k',
  '25k-50k',
  '50k-100k',
  'over-100k',
  'not-sure',
] as const
export const TIMING_IDS = ['asap', '3-months', '6-months', 'later', 'planning'] as const
