import { projectPricing } from '../../content/estimates'
import {
  answerLabel,
  QUOTE_BUDGETS,
  QUOTE_PROJECTS,
  QUOTE_TIMINGS,
} from '../../content/pages/quote'
import { CITY_IDS } from '../../content/serviceAreas/types'
import { subjectLabel } from '../../content/subjects'
import { formatRange } from '../../lib/estimate'
import { cityName } from '../content/ChoiceField'
import { LEAD_VISITOR_FIELDS } from './leadFields'

type Fields = Readonly<Record<string, string | undefined>>

const CITIES = new Set<string>(CITY_IDS)

/** A choice's words on the site, where the form sent its id; an id no list knows stays as sent. */
const WORDS: Record<string, (id: string) => string | undefined> = {
  subject: subjectLabel,
  area: (id) => (CITIES.has(id) ? cityName(id) : undefined),
  project: (id) => answerLabel(QUOTE_PROJECTS, id) || undefined,
  budget: (id) => answerLabel(QUOTE_BUDGETS, id) || undefined,
  timing: (id) => answerLabel(QUOTE_TIMINGS, id) || undefined,
}

export const ESTIMATE_FIELDS = LEAD_VISITOR_FIELDS.filter((field) => field.startsWith('estimate_'))

export function answerText(key: string, value: string): string {
  return WORDS[key]?.(value) ?? value
}

/**
 * The estimator's six fields as one line, in its words: the project, its size and material or its
 * option, and the range the visitor was shown (stored with the lead; prices may have changed
 * since).
 */
export function estimateText(fields: Fields): string {
  const type = fields.estimate_project
  if (!type) return ''
  const project = projectPricing(type)
  const parts = [project?.label ?? type]
  if (fields.estimate_size)
    parts.push(
      project?.kind === 'sized'
        ? `${fields.estimate_size} ${project.size.unit}`
        : fields.estimate_size,
    )
  const { estimate_material: material, estimate_option: option } = fields
  if (material)
    parts.push(
      (project?.kind === 'sized' && project.materials.find((m) => m.id === material)?.label) ||
        material,
    )
  if (option)
    parts.push(
      (project?.kind === 'options' && project.options.find((o) => o.id === option)?.label) ||
        option,
    )
  const low = Number(fields.estimate_low)
  const high = Number(fields.estimate_high)
  const range = fields.estimate_low && fields.estimate_high && low <= high
  return `${parts.join(', ')}${range ? `: ${formatRange(low, high)}` : ''}`
}
