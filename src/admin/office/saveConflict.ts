import { formatEastern } from '../eastern'
import type { OfficeLead, OwnerPart } from './lead'
import { STATUS_LABEL } from './leadView'

export interface FieldChange {
  field: keyof OwnerPart | 'contactedAt'
  label: string
  now: string
}

export const formatDollars = (value: number) => `$${value.toLocaleString('en-US')}`

export function changedFields(
  before: OfficeLead | (OwnerPart & { contactedAt?: Date | null }),
  after: OfficeLead,
): FieldChange[] {
  const changes: FieldChange[] = []
  if (before.status !== after.status)
    changes.push({ field: 'status', label: 'Status', now: STATUS_LABEL[after.status] })
  if ((before.value ?? null) !== after.value)
    changes.push({
      field: 'value',
      label: 'Value',
      now: after.value === null ? 'none' : formatDollars(after.value),
    })
  if (before.note !== after.note)
    changes.push({ field: 'note', label: 'Note', now: after.note ? `“${after.note}”` : 'empty' })
  const beforeContacted = before.contactedAt?.getTime() ?? null
  if (beforeContacted !== (after.contactedAt?.getTime() ?? null))
    changes.push({
      field: 'contactedAt',
      label: 'First contacted',
      now: after.contactedAt ? formatEastern(after.contactedAt) : 'not yet',
    })
  return changes
}
