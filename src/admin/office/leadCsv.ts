// A cell a spreadsheet would read as a formula is neutralised with a leading apostrophe (OWASP's
// advice against CSV injection): lead data is the visitor's.
import { LEAD_SOURCE_FIELDS } from '../../lib/leadRecord'
import { toEasternInput } from '../eastern'
import type { OfficeLead } from './lead'
import { LEAD_VISITOR_FIELDS } from './leadFields'
import { FORM_LABEL, STATUS_LABEL } from './leadView'

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')
}

export const CSV_HEADER = [
  'Received (US Eastern)',
  'Status',
  'Form',
  ...LEAD_VISITOR_FIELDS,
  ...LEAD_SOURCE_FIELDS,
  'Value (USD)',
  'Note',
  'Contacted (US Eastern)',
  'Delivery to n8n',
  'Lead id',
  // The Eastern column repeats an hour each November; this one sorts and tells them apart.
  'Received (UTC)',
]

/** A time a spreadsheet reads and sorts, in the business's zone. */
const easternCell = (date: Date) => toEasternInput(date).replace('T', ' ')

export function leadsCsv(leads: readonly OfficeLead[]): string {
  return toCsv([
    CSV_HEADER,
    ...leads.map((lead) => [
      easternCell(lead.receivedAt),
      STATUS_LABEL[lead.status],
      FORM_LABEL[lead.form],
      ...LEAD_VISITOR_FIELDS.map((f) => lead.fields[f] ?? ''),
      ...LEAD_SOURCE_FIELDS.map((f) => lead.fields[f] ?? ''),
      lead.value === null ? '' : String(lead.value),
      lead.note,
      lead.contactedAt ? easternCell(lead.contactedAt) : '',
      lead.delivery.state,
      lead.id,
      lead.receivedAt.toISOString(),
    ]),
  ])
}
