import { type ActivityKind, activityEntrySchema } from '../../lib/leadActivity'
import type { LeadStatus } from '../../lib/leadRecord'
import type { OfficeLead } from './lead'
import { STATUS_LABEL } from './leadView'
import { formatMoney } from './ownerValue'

export interface ActivityEntry {
  id: string
  kind: ActivityKind
  /** null: the note kept before the history began. */
  at: Date | null
  by: string
  from?: LeadStatus
  to?: LeadStatus
  amount?: number | null
  reason?: string | null
  text?: string
}

/** An entry that does not parse is left out rather than shown wrong. */
export function parseActivity(id: string, data: Record<string, unknown>): ActivityEntry | null {
  const parsed = activityEntrySchema.safeParse(data)
  if (!parsed.success) return null
  const { at, ...rest } = parsed.data
  return { id, ...rest, at: at.toDate() }
}

const time = (entry: ActivityEntry) => entry.at?.getTime() ?? 0

/**
 * The lead's history, oldest first: its single note from before the history, then the entries. A
 * save's status change and note share one time: the change comes first.
 */
export function historyOf(lead: OfficeLead, entries: readonly ActivityEntry[]): ActivityEntry[] {
  const before: ActivityEntry[] = lead.note.trim()
    ? [{ id: 'note-before-history', kind: 'note', at: null, by: '', text: lead.note }]
    : []
  const sorted = [...entries].sort(
    (a, b) => time(a) - time(b) || Number(b.kind === 'status') - Number(a.kind === 'status'),
  )
  return [...before, ...sorted]
}

const REACHED: Record<'call' | 'email' | 'text', string> = {
  call: 'Call started from the office',
  email: 'Email started from the office',
  text: 'Text message started from the office',
}

export function entryWords(entry: ActivityEntry): string {
  if (entry.kind === 'note') return entry.text ?? ''
  if (entry.kind !== 'status') return REACHED[entry.kind]
  const to = entry.to ? STATUS_LABEL[entry.to] : '?'
  const from = entry.from ? STATUS_LABEL[entry.from] : '?'
  const amount = typeof entry.amount === 'number' ? `: ${formatMoney(entry.amount)}` : ''
  const reason = entry.reason ? `: ${entry.reason}` : ''
  return `${from} → ${to}${amount}${reason}`
}
