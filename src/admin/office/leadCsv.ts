/**
 * The list as CSV (RFC 4180: CRLF line ends, fields with a comma, a quote or a line break quoted,
 * quotes doubled). Lead data is the visitor's: a cell a spreadsheet would read as a formula
 * (beginning with =, +, -, @, a tab or a carriage return) is neutralised with a leading
 * apostrophe (OWASP's advice against CSV injection).
 */
import { SOURCE_FIELDS, WEBHOOK_FIELDS } from '../../lib/submissions'
import { toEasternInput } from '../eastern'
import type { OfficeLead } from './lead'
import { FORM_LABEL, STATUS_LABEL } from './leadView'

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('')
}

const SOURCE = Object.keys(SOURCE_FIELDS)
/** Every field a form sends, by the names the forms use (the contact form's are a superset). */
const VISITOR_FIELDS = Object.keys(WEBHOOK_FIELDS.contact).filter((f) => !SOURCE.includes(f))

export const CSV_HEADER = [
  'Received (US Eastern)',
  'Status',
  'Form',
  ...VISITOR_FIELDS,
  ...SOURCE,
  'Value (USD)',
  'Note',
  'Contacted (US Eastern)',
  'Delivery to n8n',
  'Lead id',
]

/** "2026-11-24 09:30": a time a spreadsheet reads and sorts, in the business's zone. */
const easternCell = (date: Date) => toEasternInput(date).replace('T', ' ')

export function leadsCsv(leads: readonly OfficeLead[]): string {
  return toCsv([
    CSV_HEADER,
    ...leads.map((lead) => [
      easternCell(lead.receivedAt),
      STATUS_LABEL[lead.status],
      FORM_LABEL[lead.form],
      ...VISITOR_FIELDS.map((f) => lead.fields[f] ?? ''),
      ...SOURCE.map((f) => lead.fields[f] ?? ''),
      lead.value === null ? '' : String(lead.value),
      lead.note,
      lead.contactedAt ? easternCell(lead.contactedAt) : '',
      lead.delivery.state,
      lead.id,
    ]),
  ])
}
