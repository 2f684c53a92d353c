/**
 * The contact form's topics (docs/product.md), ids and labels word for word. The ids are what
 * the contact webhook receives in `subject`; the empty value is the "Select a topic" placeholder.
 */
export interface Subject {
  id: string
  label: string
}

export const SUBJECT_PLACEHOLDER = 'Select a topic'

export const subjects = [
  { id: 'landscape-lighting', label: 'Landscape Lighting' },
  { id: 'outdoor-kitchens', label: 'Outdoor Kitchens' },
  { id: 'patios-decks', label: 'Patios & Decks' },
  { id: 'fire-features', label: 'Fire Pits & Fireplaces' },
  { id: 'pergolas-gazebos', label: 'Pergolas & Gazebos' },
  { id: 'general-inquiry', label: 'General Inquiry' },
  { id: 'project-consultation', label: 'Project Consultation' },
  { id: 'miscellaneous', label: 'Miscellaneous' },
] as const satisfies readonly Subject[]

export type SubjectId = (typeof subjects)[number]['id']

/** The subject a quote request (/contact-us/?type=quote) is filed under. */
export const QUOTE_SUBJECT: SubjectId = 'project-consultation'

export function subjectLabel(id: string): string | undefined {
  return subjects.find((subject) => subject.id === id)?.label
}
