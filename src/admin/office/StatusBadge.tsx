import type { LeadStatus } from '../../lib/leadRecord'
import { STATUS_LABEL } from './leadView'

const BADGE: Record<LeadStatus, string> = {
  new: 'bg-ember-100 text-ember-900',
  contacted: 'bg-stone-200 text-stone-900',
  quoted: 'bg-forest-50 text-forest-900',
  won: 'bg-forest-100 text-forest-900',
  lost: 'bg-stone-100 text-stone-700',
}

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${BADGE[status]}`}>
      {STATUS_LABEL[status]}
    </span>
  )
}
