// Ids only, so the list of fields the webhook keeps (in every form's code) stays small.

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
