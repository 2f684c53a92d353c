import { differingFields } from '../content/formProblems'
import type { ProjectValues } from './projectForm'

/** The form's fields in the editor's words: what a conflict or a comparison names. */
export const PROJECT_FIELD_LABELS: Partial<Record<keyof ProjectValues, string>> = {
  title: 'title',
  slug: 'address',
  summary: 'summary',
  story: 'story',
  city: 'city',
  location: 'place',
  services: 'services',
  completed: 'completed date',
  photos: 'photos (their order, alt text or pairs)',
  cover: 'cover',
}

export const projectDifferences = differingFields<ProjectValues>(PROJECT_FIELD_LABELS)
