import { type ReactNode, useMemo } from 'react'
import { Link } from 'react-router-dom'
import { toEasternInput } from '../eastern'
import { LEADS_PATH } from '../paths'
import { FirstContactWeeks } from './FirstContact'
import type { OfficeLead } from './lead'
import { NO_FILTER, NO_SOURCE, searchOfFilter } from './leadFilter'
import { BackToLeads } from './OfficeMessage'
import { formatDollars } from './saveConflict'
import { useNow } from './useNow'
import { WeekChart } from './WeekChart'
import { type Tally, WEEKS, workStats } from './workStats'

const CELL = 'border-b border-stone-200 px-2 py-2 sm:px-3'
const NUM = `${CELL} text-right tabular-nums`

/** What brings work: the last 12 weeks, per week (a chart and its table) and per source. */
export function WorkReport({ leads }: { leads: OfficeLead[] }) {
  const now = useNow()
  const stats = useMemo(() => workStats(leads, now), [leads, now])
  const day = (date: Date) => toEasternInput(date).slice(0, 10)
  const today = day(now)
  // Each row opens the list so filtered: its week, or its page and source over the 12 weeks.
  const listOf = (change: Partial<typeof NO_FILTER>) =>
    `${LEADS_PATH}${searchOfFilter({ ...NO_FILTER, to: today, ...change })}`
  const weekEnd = (i: number) => {
    const next = stats.weeks[i + 1]?.start
    return next ? day(new Date(next.getTime() - 1)) : today
  }
  return (
    <section aria-labelledby="work-title" className="mx-auto max-w-7xl px-4 py-8">
      <BackToLeads />
      <h1 id="work-title" className="mt-3 font-display text-3xl font-semibold text-forest-950">
        What brings work
      </h1>
      <p className="mt-2 text-stone-800">
        The last {WEEKS} weeks: {stats.total.leads} leads, {stats.total.won} won, worth{' '}
        {formatDollars(stats.total.wonValue)}. A lead, and the job it became, count in the week it
        arrived (weeks start on Monday, US Eastern).
      </p>
      <WeekChart weeks={stats.weeks} />
      <FirstContactWeeks leads={leads} />
      <TallyTable
        caption="Leads and won jobs per week"
        label="Week of"
        rows={stats.weeks.map((w, i) => ({
          key: w.label,
          label: w.label,
          to: listOf({ from: day(w.start), to: weekEnd(i) }),
          tally: w,
        }))}
      />
      <h2 className="mt-10 font-display text-2xl font-semibold text-forest-950">Per source</h2>
      {stats.sources.length ? (
        <TallyTable
          caption="Leads and won jobs per page and source, most leads first"
          label="Page and source"
          rows={stats.sources.map((s) => ({
            key: `${s.page} ${s.source}`,
            label: (
              <>
                <span className="block wrap-anywhere">{s.page}</span>
                <span className="block wrap-anywhere text-sm text-stone-700">{s.source}</span>
              </>
            ),
            to: listOf({
              from: day(stats.weeks[0]?.start ?? now),
              page: s.page === '(no page)' ? NO_SOURCE : s.page,
              source: s.source === '(none)' ? NO_SOURCE : s.source,
            }),
            tally: s,
          }))}
        />
      ) : (
        <p className="mt-2">No leads in these weeks.</p>
      )}
    </section>
  )
}

/** A table of tallies: a row's name, a link to its leads, then its leads, won jobs and value. */
function TallyTable({
  caption,
  label,
  rows,
}: {
  caption: string
  label: string
  rows: { key: string; label: ReactNode; to: string; tally: Tally }[]
}) {
  return (
    <table className="mt-4 w-full max-w-3xl border-collapse bg-white text-left">
      <caption className="py-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr>
          {[label, 'Leads', 'Won', 'Won value'].map((name, i) => (
            <th key={name} scope="col" className={i ? `${CELL} text-right` : CELL}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className={`${CELL} font-normal`}>
              <Link to={row.to} className="block text-forest-900 underline underline-offset-2">
                {row.label}
              </Link>
            </th>
            <td className={NUM}>{row.tally.leads}</td>
            <td className={NUM}>{row.tally.won}</td>
            <td className={NUM}>{formatDollars(row.tally.wonValue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
