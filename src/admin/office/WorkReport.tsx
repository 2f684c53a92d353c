import { useMemo } from 'react'
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
    <section aria-labelledby="work-title" className="mx-auto max-w-5xl px-4 py-8">
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
      <TallyTable
        caption="Leads and won jobs per week"
        labels={['Week of']}
        rows={stats.weeks.map((w) => ({ key: w.label, labels: [w.label], tally: w }))}
      />
      <h2 className="mt-10 font-display text-2xl font-semibold text-forest-950">Per source</h2>
      {stats.sources.length ? (
        <TallyTable
          caption="Leads and won jobs per page and campaign, most leads first"
          labels={['Page', 'Campaign']}
          rows={stats.sources.map((s) => ({
            key: `${s.page} ${s.campaign}`,
            labels: [s.page, s.campaign],
            tally: s,
          }))}
        />
      ) : (
        <p className="mt-2">No leads in these weeks.</p>
      )}
    </section>
  )
}

/** A table of tallies: its first label names the row; then leads, won jobs and their value. */
function TallyTable({
  caption,
  labels,
  rows,
}: {
  caption: string
  labels: string[]
  rows: { key: string; labels: string[]; tally: Tally }[]
}) {
  return (
    <table className="mt-4 w-full border-collapse bg-white text-left">
      <caption className="py-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr>
          {labels.map((label) => (
            <th key={label} scope="col" className={CELL}>
              {label}
            </th>
          ))}
          {['Leads', 'Won', 'Won value'].map((label) => (
            <th key={label} scope="col" className={`${CELL} text-right`}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ key, labels: cells, tally }) => (
          <tr key={key}>
            {cells.map((cell, i) =>
              i === 0 ? (
                <th key={labels[i]} scope="row" className={`${CELL} font-normal break-all`}>
                  {cell}
                </th>
              ) : (
                <td key={labels[i]} className={`${CELL} break-words`}>
                  {cell}
                </td>
              ),
            )}
            <td className={NUM}>{tally.leads}</td>
            <td className={NUM}>{tally.won}</td>
            <td className={NUM}>{formatDollars(tally.wonValue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
