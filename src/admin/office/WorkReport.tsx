import { type ReactNode, useMemo } from 'react'
import { FirstContactWeeks } from './FirstContact'
import type { OfficeLead } from './lead'
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
        rows={stats.weeks.map((w) => ({ key: w.label, label: w.label, tally: w }))}
      />
      <h2 className="mt-10 font-display text-2xl font-semibold text-forest-950">Per source</h2>
      {stats.sources.length ? (
        <TallyTable
          caption="Leads and won jobs per page and campaign, most leads first"
          label="Page and campaign"
          rows={stats.sources.map((s) => ({
            key: `${s.page} ${s.campaign}`,
            label: (
              <>
                <span className="block wrap-anywhere">{s.page}</span>
                <span className="block wrap-anywhere text-sm text-stone-700">{s.campaign}</span>
              </>
            ),
            tally: s,
          }))}
        />
      ) : (
        <p className="mt-2">No leads in these weeks.</p>
      )}
    </section>
  )
}

/** A table of tallies: a row's name, then its leads, won jobs and their value. */
function TallyTable({
  caption,
  label,
  rows,
}: {
  caption: string
  label: string
  rows: { key: string; label: ReactNode; tally: Tally }[]
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
              {row.label}
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
