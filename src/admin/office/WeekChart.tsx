import type { WeekTally } from './workStats'

const W = 640
const H = 240
const PAD = { top: 16, right: 8, bottom: 36, left: 36 }

/** Rounds the top of the scale up to 1, 2 or 5 times a power of ten: gridlines at round counts. */
export function niceMax(max: number): number {
  if (max <= 4) return 4
  const power = 10 ** Math.floor(Math.log10(max))
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power
  return 10 * power
}

/**
 * Leads per week (a bar each), the won ones darker inside it: a picture for the eye, hand-drawn in
 * SVG. The same numbers are in the table after it, which is what a screen reader reads.
 */
export function WeekChart({ weeks }: { weeks: WeekTally[] }) {
  const top = niceMax(Math.max(0, ...weeks.map((w) => w.leads)))
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const slot = plotW / Math.max(1, weeks.length)
  const y = (n: number) => PAD.top + plotH - (n / top) * plotH
  const ticks = [0, top / 2, top]
  return (
    <figure className="mt-6 rounded-xl border border-stone-300 bg-white p-3">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby="week-chart-title"
      >
        <title id="week-chart-title">
          Leads per week over the last {weeks.length} weeks, won jobs inside each bar; the numbers
          are in the table below.
        </title>
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(t)}
              y2={y(t)}
              className="stroke-stone-300"
            />
            <text
              x={PAD.left - 6}
              y={y(t) + 4}
              textAnchor="end"
              className="fill-stone-700 text-[11px]"
            >
              {t}
            </text>
          </g>
        ))}
        {weeks.map((week, i) => {
          const x = PAD.left + i * slot + slot * 0.15
          const width = slot * 0.7
          return (
            <g key={week.label}>
              <rect
                x={x}
                y={y(week.leads)}
                width={width}
                height={y(0) - y(week.leads)}
                className="fill-forest-300"
              />
              <rect
                x={x}
                y={y(week.won)}
                width={width}
                height={y(0) - y(week.won)}
                className="fill-forest-800"
              />
              <text
                x={x + width / 2}
                y={H - PAD.bottom + 16}
                textAnchor="middle"
                className="fill-stone-700 text-[10px]"
              >
                {week.label}
              </text>
            </g>
          )
        })}
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
