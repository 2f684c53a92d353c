// What a lock screen shows: the kind of request, the project and the town, in the forms' words.
// Never the visitor's name, email, phone or message (docs/decisions/0042).
import { projectPricing } from '../../src/content/estimates'
import { answerLabel, QUOTE_PROJECTS } from '../../src/content/pages/quote'
import { CITY_IDS } from '../../src/content/serviceAreas/types'
import { QUOTE_SUBJECT, subjectLabel } from '../../src/content/subjects'
import type { Lead } from '../leads/types'
import type { PushMessage } from './types'

/** src/admin/paths.ts's leadPath and LEADS_PATH (that module brings the route table). */
export const officeLeadPath = (id: string) => `/admin/leads/${encodeURIComponent(id)}/`
export const OFFICE_LEADS_PATH = '/admin/leads/'

const CITIES = new Set<string>(CITY_IDS)
/** "chapel-hill" → "Chapel Hill", as the office's city choices write it. */
const cityName = (id: string) =>
  id.replace(
    /(^|-)([a-z])/g,
    (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`,
  )

function kindOf(fields: Record<string, string>): string {
  if (fields.project || fields.estimate_project || fields.subject === QUOTE_SUBJECT)
    return 'New quote request'
  const topic = fields.subject ? subjectLabel(fields.subject) : undefined
  return topic ? `New message: ${topic}` : 'New message'
}

function projectOf(fields: Record<string, string>): string {
  const chosen = answerLabel(QUOTE_PROJECTS, fields.project)
  if (chosen) return chosen
  return fields.estimate_project ? (projectPricing(fields.estimate_project)?.label ?? '') : ''
}

/** Null for what is not a request for work: a newsletter sign-up, the lead path check's own. */
export function leadAlert(
  lead: Pick<Lead, 'id' | 'form' | 'fields' | 'synthetic'>,
): PushMessage | null {
  if (lead.form !== 'contact' || lead.synthetic) return null
  const city = lead.fields.area && CITIES.has(lead.fields.area) ? cityName(lead.fields.area) : ''
  const where = [projectOf(lead.fields), city].filter(Boolean)
  return {
    title: kindOf(lead.fields),
    body: where.length ? where.join(' · ') : 'No project or town given',
    url: officeLeadPath(lead.id),
    tag: `lead-${lead.id}`,
  }
}

/** Sent once to a device just added, so the owner sees at once that alerts reach it. */
export const ALERTS_ON: PushMessage = {
  title: 'Alerts are on',
  body: 'This device will be alerted to every new request.',
  url: OFFICE_LEADS_PATH,
  tag: 'alerts-on',
}
