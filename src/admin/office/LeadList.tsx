import { memo, useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { formatEastern } from '../eastern'
import { SECONDARY_BUTTON } from '../Field'
import { InvalidDocuments } from '../InvalidDocuments'
import { leadPath, WORK_PATH } from '../paths'
import { ExportButton } from './ExportButton'
import { LeadFilters } from './LeadFilters'
import { LeadTotals } from './LeadTotals'
import type { OfficeLead } from './lead'
import { exportFileName, leadsCsv } from './leadCsv'
import { filterFromSearch, filterLeads, type LeadFilter, searchOfFilter } from './leadFilter'
import { quotedAmount } from './leadTotals'
import {
  FORM_KIND_LABEL,
  formKind,
  isUnread,
  leadName,
  notDelivered,
  rememberListSearch,
  sourceOf,
  waitedFor,
} from './leadView'
import { StatusBadge } from './StatusBadge'
import { formatDollars } from './saveConflict'
import { useNow } from './useNow'

// Filtering covers every lead; only a page of rows is drawn (docs/decisions/0017).
const PAGE = 25

export function LeadList({
  leads,
  invalid,
  search,
}: {
  leads: OfficeLead[]
  invalid: { id: string; problems: string[] }[]
  search: string
}) {
  const [filter, setFilter] = useState<LeadFilter>(() => filterFromSearch(search))
  const [limit, setLimit] = useState(PAGE)
  const now = useNow()
  // Filtered at once on each keystroke: a deferred render measured slower, the list drawn twice.
  const shown = useMemo(() => filterLeads(leads, filter, now), [leads, filter, now])
  useEffect(() => {
    const search = searchOfFilter(filter)
    rememberListSearch(search)
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`)
  }, [filter])
  const update = (change: Partial<LeadFilter>) => {
    setFilter((f) => ({ ...f, ...change }))
    setLimit(PAGE)
  }

  return (
    <section aria-labelledby="leads-title" className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="leads-title" className="font-display text-3xl font-semibold text-forest-950">
          Leads
        </h1>
        <div className="flex flex-wrap gap-3">
          <Link to={WORK_PATH} className={SECONDARY_BUTTON}>
            What brings work
          </Link>
          <ExportButton
            count={shown.length}
            csv={() => leadsCsv(shown)}
            fileName={() => exportFileName(filter, new Date())}
          />
        </div>
      </div>
      <LeadFilters leads={leads} filter={filter} update={update} />
      <p className="mt-4 text-sm text-stone-700" role="status">
        {shown.length} of {leads.length} leads
      </p>
      <LeadTotals leads={shown} />
      {shown.length ? (
        <ul className="mt-3 grid grid-cols-1 gap-3 lg:gap-0 lg:divide-y lg:divide-stone-300 lg:rounded-xl lg:border lg:border-stone-300 lg:bg-white">
          {shown.slice(0, limit).map((lead) => (
            <LeadRow key={lead.id} lead={lead} now={now} />
          ))}
        </ul>
      ) : (
        <p className="mt-3">No lead matches.</p>
      )}
      {shown.length > limit ? (
        <button
          type="button"
          className={`${SECONDARY_BUTTON} mt-4`}
          onClick={() => setLimit((n) => n + PAGE)}
        >
          Show {Math.min(PAGE, shown.length - limit)} more
        </button>
      ) : null}
      <InvalidDocuments title="Leads the office cannot read" documents={invalid} />
    </section>
  )
}

// Memoised so a search redraws only the rows that change; rows off screen skip layout and paint
// (content-visibility).
const LeadRow = memo(function LeadRow({ lead, now }: { lead: OfficeLead; now: Date }) {
  const waiting = lead.status === 'new'
  const unread = isUnread(lead)
  const source = sourceOf(lead.fields)
  const amount =
    lead.status === 'won' ? lead.value : lead.status === 'quoted' ? quotedAmount(lead) : null
  return (
    <li
      className={`rounded-xl border bg-white p-4 [contain-intrinsic-size:auto_7rem] [content-visibility:auto] lg:grid lg:grid-cols-[minmax(0,2fr)_9rem_minmax(0,2fr)_12rem] lg:items-center lg:gap-4 lg:rounded-none lg:border-0 lg:border-l-4 lg:px-4 lg:py-3 ${
        waiting
          ? 'border-ember-700 lg:border-l-ember-700 lg:bg-ember-50'
          : 'border-stone-300 lg:border-l-transparent'
      }`}
    >
      <div className="min-w-0">
        <Link
          to={leadPath(lead.id)}
          className={`wrap-anywhere text-forest-900 underline-offset-2 hover:underline ${unread ? 'font-bold' : 'font-semibold'}`}
        >
          {leadName(lead)}
        </Link>
        {lead.fields.name && lead.fields.email ? (
          <p className="break-all text-sm text-stone-700">{lead.fields.email}</p>
        ) : null}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 lg:mt-0">
        <StatusBadge status={lead.status} />
        {amount === null ? null : (
          <span className="text-sm font-semibold tabular-nums">{formatDollars(amount)}</span>
        )}
        {notDelivered(lead, now) ? (
          <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-900">
            Email not sent
          </span>
        ) : null}
      </div>
      <p className="mt-2 min-w-0 wrap-anywhere text-sm text-stone-800 lg:mt-0">
        {FORM_KIND_LABEL[formKind(lead)]} · {lead.fields.page || 'no page'}
        {source ? ` · ${source}` : ''}
      </p>
      <p className="mt-1 text-sm text-stone-700 lg:mt-0">
        {formatEastern(lead.receivedAt)}
        {waiting ? (
          <strong className="block font-semibold text-ember-900">
            {unread ? 'Unread' : 'Opened, not contacted'}, waiting{' '}
            {waitedFor(now.getTime() - lead.receivedAt.getTime())}
          </strong>
        ) : null}
      </p>
    </li>
  )
})
