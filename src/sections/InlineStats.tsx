import type { StatItem } from '../content/types'

export function InlineStats({ stats }: { stats: readonly StatItem[] }) {
  return (
    <dl className="mt-8 grid gap-4 sm:grid-cols-2">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-2xl bg-forest-50 p-5">
          <dt className="order-2 mt-1 font-semibold text-forest-950">{stat.label}</dt>
          <dd className="order-1 font-display text-4xl font-semibold text-forest-800">
            {stat.value}
          </dd>
          {stat.detail ? (
            <dd className="order-3 mt-2 text-sm text-stone-600">{stat.detail}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  )
}
