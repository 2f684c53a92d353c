import type { WeekTally } from './workStats'

const H = 220
const TOP = 12
const BOTTOM = 28

/** Gridlines at round counts: 1, 2 or 5 times a power of ten. */
export function niceMax(max: number): number {
  if (max <= 4) return 4
  const power = 10 ** Math.floor(Math.log10(max))
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power
  return 10 * power
}

// Positions across are percentages with no viewBox, so the text keeps its size from a phone to a
// desktop; the table after it is what a screen reader reads.
export function WeekChart({ weeks }: { weeks: WeekTally[] }) {
  const top = niceMax(Math.max(0, ...weeks.map((w) => w.leads)))
  const plot = H - TOP - BOTTOM
  const y = (n: number) => TOP + plot - (n / top) * plot
  const slot = 100 / Math.max(1, weeks.length)
  const pct = (n: number) => `${n.toFixed(3)}%`
  const ticks = [0, top / 2, top].filter(Number.isInteger)
  return (
    <figure className="mt-6 rounded-xl border border-stone-300 bg-white p-3">
      <svg width="100%" height={H} role="img" aria-labelledby="week-chart-title">
        <title id="week-chart-title">
          Leads per week over the last {weeks.length} weeks, won jobs inside each bar; the numbers
          are in the table below.
        </title>
        {ticks.map((t) => (
          <line key={t} x1="0" x2="100%" y1={y(t)} y2={y(t)} className="stroke-stone-300" />
        ))}
        {weeks.map((week, i) => {
          const x = i * slot + slot * 0.2
          const width = slot * 0.6
          return (
            <g key={week.label}>
              <rect
                x={pct(x)}
                y={y(week.leads)}
                width={pct(width)}
                height={y(0) - y(week.leads)}
                className="fill-forest-300"
              />
              <rect
                x={pct(x)}
                y={y(week.won)}
                width={pct(width)}
                height={y(0) - y(week.won)}
                className="fill-forest-800"
              />
              {/* Twelve names do not fit side by side on a phone: every other week is named on a
                  tablet, every third below 640 px (at 320 px every other one overlapped). The last
                  week's name ends at its bar's right edge: centred, it was cut off. */}
              <text
                x={pct(i === weeks.length - 1 ? x + width : x + width / 2)}
                y={H - 8}
                textAnchor={i === weeks.length - 1 ? 'end' : 'middle'}
                className={`fill-stone-700 text-xs ${(weeks.length - 1 - i) % 3 ? 'max-sm:hidden' : ''} ${(weeks.length - 1 - i) % 2 ? 'sm:max-md:hidden' : ''}`}
              >
                {week.label}
              </text>
            </g>
          )
        })}
        {/* The counts after the bars, so the first bar never covers the 0. */}
        {ticks.map((t) => (
          <text key={t} x="2" y={y(t) - 3} className="fill-stone-700 text-xs">
            {t}
          </text>
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-stone-800">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 bg-forest-300" /> Leads
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3 bg-forest-800" /> Won
        </span>
      </figcaption>
    </figure>
  )
}
