import type { LeadStatus } from '../../lib/leadRecord'
import type { OfficeLead, OwnerPart } from './lead'
import { parseValue } from './ownerValue'

export const LOST_REASONS = [
  'Price',
  'Went with someone else',
  'Not now',
  'No answer',
  'Not work we do',
] as const
export const OTHER_REASON = 'Other'

/** The owner's part as the form holds it: amounts as typed, the reason as a choice and words. */
export interface StageValues {
  status: LeadStatus
  quotedAmount: string
  value: string
  lostReason: string
  lostDetail: string
  /** A new note, added to the history on save. */
  note: string
}

export const EMPTY_STAGE: StageValues = {
  status: 'new',
  quotedAmount: '',
  value: '',
  lostReason: '',
  lostDetail: '',
  note: '',
}

export const hasQuote = (status: LeadStatus) => ['quoted', 'won', 'lost'].includes(status)

// "Price: came in 20 % lower elsewhere" reads back as the choice and the words.
function splitReason(stored: string | null): Pick<StageValues, 'lostReason' | 'lostDetail'> {
  if (!stored) return { lostReason: '', lostDetail: '' }
  const choice = LOST_REASONS.find((r) => stored === r || stored.startsWith(`${r}: `))
  if (!choice) return { lostReason: OTHER_REASON, lostDetail: stored }
  return { lostReason: choice, lostDetail: stored.slice(choice.length + 2) }
}

export function joinReason({ lostReason, lostDetail }: StageValues): string | null {
  const words = lostDetail.trim()
  if (!lostReason || lostReason === OTHER_REASON) return words || null
  return words ? `${lostReason}: ${words}` : lostReason
}

export const stageValuesOf = (lead: OfficeLead): StageValues => ({
  status: lead.status,
  quotedAmount: lead.quotedAmount === null ? '' : String(lead.quotedAmount),
  value: lead.value === null ? '' : String(lead.value),
  ...splitReason(lead.lostReason),
  note: '',
})

export type StageErrors = Partial<Record<'quotedAmount' | 'value', string>>

/** What is saved for the values, or what is wrong with them; amounts only where the stage has one. */
export function ownerPartOf(values: StageValues): { part: OwnerPart } | { errors: StageErrors } {
  const quoted = hasQuote(values.status) ? parseValue(values.quotedAmount) : { value: null }
  const won = values.status === 'won' ? parseValue(values.value) : { value: null }
  const errors: StageErrors = {}
  if ('error' in quoted) errors.quotedAmount = quoted.error
  if ('error' in won) errors.value = won.error
  if ('error' in quoted || 'error' in won) return { errors }
  return {
    part: {
      status: values.status,
      quotedAmount: quoted.value,
      value: won.value,
      lostReason: values.status === 'lost' ? joinReason(values) : null,
    },
  }
}
