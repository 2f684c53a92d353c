import { useMemo } from 'react'
import type { OfficeLead } from './lead'
import { stageTotals, wonBySource } from './leadTotals'
import { STATUS_LABEL } from './leadView'
import { formatDollars } from './saveConflict'

const CELL = 'border-b border-stone-200 px-2 py-1.5'

/** Per stage and per source, for the leads the filters show (their dates, their source…). */
export function LeadTotals({ leads }: { leads: readonly OfficeLead[] }) {
  const stages = useMemo(() => stageTotals(leads), [leads])
  const sources = useMemo(() => wonBySource(leads), [leads])
  return (
    <section aria-labelledby="totals-title" className="mt-3">
      <h2 id="totals-title" className="sr-only">
        Totals for these leads
      </h2>
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {stages.map((t) => (
          <div key={t.stage} className="rounded-lg border border-stone-300 bg-white px-3 py-2">
            <dt className="text-sm font-semibold text-stone-700">{STATUS_LABEL[t.stage]}</dt>
            <dd className="tabular-nums">
              {t.count}
              {t.amount === null ? '' : ` · ${formatDollars(t.amount)}`}
            </dd>
          </div>
        ))}
      </dl>
      {sources.length ? (
        <details className="mt-2">
          <summary className="min-h-11 cursor-pointer content-center font-semibold text-forest-900">
            Won value per source
          </summary>
          <table className="w-full max-w-2xl border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Leads, won jobs and their value per source</caption>
            <thead>
              <tr>
                {['Source', 'Leads', 'Won', 'Won value'].map((name, i) => (
                  <th key={name} scope="col" className={i ? `${CELL} text-right` : CELL}>
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sources.map((s) => (
                <tr key={s.source}>
                  <th scope="row" className={`${CELL} font-normal wrap-anywhere`}>
                    {s.source}
                  </th>
                  <td className={`${CELL} text-right tabular-nums`}>{s.leads}</td>
                  <td className={`${CELL} text-right tabular-nums`}>{s.won}</td>
                  <td className={`${CELL} text-right tabular-nums`}>{formatDollars(s.wonValue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </section>
  )
}
