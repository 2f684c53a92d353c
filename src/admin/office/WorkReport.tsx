import { useMemo } from 'react'
import { Link } from 'react-router-dom'
import { LEADS_PATH } from '../paths'
import type { OfficeLead } from './lead'
import { formatDollars } from './saveConflict'
import { useNow } from './useNow'
import { WeekChart } from './WeekChart'
import { WEEKS, workStats } from './workStats'

const CELL = 'border-b border-stone-200 px-3 py-2'
const NUM = `${CELL} text-right tabular-nums`

/** What brings work: the last 12 weeks, per week (a chart and its table) and per source. */
export function WorkReport({ leads }: { leads: OfficeLead[] }) {
  const now = useNow()
  const stats = useMemo(() => workStats(leads, now), [leads, now])
  return (
    <section aria-labelledby="work-title" className="mx-auto max-w-5xl px-4 py-8">
      <Link
        to={LEADS_PATH}
        className="font-semibold text-forest-900 underline-offset-2 hover:underline"
      >
        ← All leads
      </Link>
      <h1 id="work-title" className="mt-3 font-display text-3xl font-semibold text-forest-950">
        What brings work
      </h1>
      <p className="mt-2 text-stone-800">
        The last {WEEKS} weeks: {stats.total.leads} leads, {stats.total.won} won, worth{' '}
        {formatDollars(stats.total.wonValue)}. A lead, and the job it became, count in the week it
        arrived (weeks start on Monday, US Eastern).
      </p>
      <WeekChart weeks={stats.weeks} />
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[20rem] border-collapse bg-white text-left">
          <caption className="py-2 text-left font-semibold">Leads and won jobs per week</caption>
          <thead>
            <tr>
              <th scope="col" className={CELL}>
                Week of
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                Leads
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                Won
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                Won value
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.weeks.map((week) => (
              <tr key={week.label}>
                <th scope="row" className={`${CELL} font-normal`}>
                  {week.label}
                </th>
                <td className={NUM}>{week.leads}</td>
                <td className={NUM}>{week.won}</td>
                <td className={NUM}>{formatDollars(week.wonValue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 className="mt-10 font-display text-2xl font-semibold text-forest-950">Per source</h2>
      {stats.sources.length ? (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[24rem] border-collapse bg-white text-left">
            <caption className="py-2 text-left font-semibold">
              Leads and won jobs per page and campaign, most leads first
            </caption>
            <thead>
              <tr>
                <th scope="col" className={CELL}>
                  Page
                </th>
                <th scope="col" className={CELL}>
                  Campaign
                </th>
                <th scope="col" className={`${CELL} text-right`}>
                  Leads
                </th>
                <th scope="col" className={`${CELL} text-right`}>
                  Won
                </th>
                <th scope="col" className={`${CELL} text-right`}>
                  Won value
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.sources.map((s) => (
                <tr key={`${s.page} ${s.campaign}`}>
                  <th scope="row" className={`${CELL} font-normal break-all`}>
                    {s.page}
                  </th>
                  <td className={`${CELL} break-words`}>{s.campaign}</td>
                  <td className={NUM}>{s.leads}</td>
                  <td className={NUM}>{s.won}</td>
                  <td className={NUM}>{formatDollars(s.wonValue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-2">No leads in these weeks.</p>
      )}
    </section>
  )
}
