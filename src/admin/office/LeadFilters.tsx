import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { QUOTE_PROJECTS } from '../../content/pages/quote'
import { CITY_IDS } from '../../content/serviceAreas/types'
import { LEAD_STATUSES } from '../../lib/leadRecord'
import { cityName } from '../content/ChoiceField'
import { INPUT_CLASS, SECONDARY_BUTTON } from '../Field'
import type { OfficeLead } from './lead'
import {
  type LeadFilter,
  LIST_FORMS,
  moreFiltersSet,
  NO_FILTER,
  NO_SOURCE,
  searchOfFilter,
} from './leadFilter'
import { FORM_KIND_LABEL, STATUS_LABEL, sourceOf } from './leadView'

type Update = (change: Partial<LeadFilter>) => void

/** The sources the leads name, most leads first; the chosen one too, if no lead names it. */
function sourceChoices(leads: readonly OfficeLead[], chosen: string): string[] {
  const counts = new Map<string, number>()
  for (const lead of leads) {
    const source = sourceOf(lead.fields)
    if (source) counts.set(source, (counts.get(source) ?? 0) + 1)
  }
  const names = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  const list = names.map(([name]) => name)
  return chosen && chosen !== NO_SOURCE && !list.includes(chosen) ? [chosen, ...list] : list
}

function Choice({
  id,
  label,
  value,
  onChange,
  children,
  className = '',
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  children: ReactNode
  className?: string
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${INPUT_CLASS} min-w-0`}
      >
        {children}
      </select>
    </div>
  )
}

/** The list's filters; every one is in the address (leadFilter.ts). */
export function LeadFilters({
  leads,
  filter,
  update,
}: {
  leads: readonly OfficeLead[]
  filter: LeadFilter
  update: Update
}) {
  const sources = useMemo(() => sourceChoices(leads, filter.source), [leads, filter.source])
  const set = moreFiltersSet(filter)
  // Closed on a phone, so the first leads share its first screen; open where there is room,
  // and whenever one of them is set (a bookmarked address, the banner's link).
  const [open, setOpen] = useState(set > 0)
  useEffect(() => {
    if (set > 0 || window.matchMedia?.('(min-width: 64rem)').matches) setOpen(true)
  }, [set])
  return (
    <search aria-label="Filter the leads">
      <form
        onSubmit={(e) => e.preventDefault()}
        className="mt-6 grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-4 lg:items-end"
      >
        <div className="col-span-2 lg:col-span-3">
          <label htmlFor="lead-search" className="font-semibold">
            Search by name or email
          </label>
          <input
            id="lead-search"
            type="search"
            value={filter.query}
            onChange={(e) => update({ query: e.target.value })}
            autoCapitalize="none"
            spellCheck={false}
            className={INPUT_CLASS}
          />
        </div>
        <Choice
          id="lead-status"
          label="Status"
          className="col-span-2 lg:col-span-1"
          value={filter.status}
          onChange={(status) => update({ status: status as LeadFilter['status'] })}
        >
          <option value="all">Any status</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </Choice>
        <details
          open={open}
          onToggle={(e) => setOpen(e.currentTarget.open)}
          className="col-span-2 lg:col-span-4"
        >
          <summary className="min-h-11 cursor-pointer content-center font-semibold text-forest-900">
            More filters{set ? ` (${set} set)` : ''}
          </summary>
          <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-4 lg:items-end">
            <Choice
              id="lead-form"
              label="Form"
              value={filter.form}
              onChange={(form) => update({ form: form as LeadFilter['form'] })}
            >
              <option value="all">Any form</option>
              {LIST_FORMS.map((form) => (
                <option key={form} value={form}>
                  {FORM_KIND_LABEL[form]}
                </option>
              ))}
            </Choice>
            {(['from', 'to'] as const).map((bound) => (
              <div key={bound} className="min-w-0">
                <label htmlFor={`lead-${bound}`} className="font-semibold">
                  {bound === 'from' ? 'From' : 'To'}
                </label>
                <input
                  id={`lead-${bound}`}
                  type="date"
                  value={filter[bound]}
                  onChange={(e) => update({ [bound]: e.target.value })}
                  className={`${INPUT_CLASS} min-w-0`}
                />
              </div>
            ))}
            <Choice
              id="lead-source"
              label="Source"
              value={filter.source}
              onChange={(source) => update({ source })}
            >
              <option value="">Any source</option>
              {sources.map((source) => (
                <option key={source} value={source}>
                  {source}
                </option>
              ))}
              <option value={NO_SOURCE}>No source</option>
            </Choice>
            <Choice
              id="lead-city"
              label="City"
              value={filter.city}
              onChange={(city) => update({ city })}
            >
              <option value="">Any city</option>
              {CITY_IDS.map((city) => (
                <option key={city} value={city}>
                  {cityName(city)}
                </option>
              ))}
            </Choice>
            <Choice
              id="lead-project"
              label="Project"
              value={filter.project}
              onChange={(project) => update({ project })}
            >
              <option value="">Any project</option>
              {QUOTE_PROJECTS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.label}
                </option>
              ))}
            </Choice>
            <div className="col-span-2 flex min-h-11 items-center gap-2 lg:col-span-1">
              <input
                id="lead-undelivered"
                type="checkbox"
                checked={filter.undelivered}
                onChange={(e) => update({ undelivered: e.target.checked })}
                className="size-6 accent-forest-800"
              />
              <label htmlFor="lead-undelivered" className="font-semibold">
                Email to us not sent
              </label>
            </div>
          </div>
        </details>
        {filter.page ? (
          <p className="col-span-2 flex flex-wrap items-center gap-2 lg:col-span-4">
            <span className="wrap-anywhere">
              {filter.page === NO_SOURCE ? 'Sent from no page' : `From the page ${filter.page}`}
            </span>
            <button type="button" className={SECONDARY_BUTTON} onClick={() => update({ page: '' })}>
              Any page
            </button>
          </p>
        ) : null}
        {searchOfFilter(filter) ? (
          <div className="col-span-2 lg:col-span-4">
            <button type="button" className={SECONDARY_BUTTON} onClick={() => update(NO_FILTER)}>
              Clear the filters
            </button>
          </div>
        ) : null}
      </form>
    </search>
  )
}
