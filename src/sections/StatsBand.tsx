import { SectionHeading } from '../components/ui/SectionHeading'
import type { StatItem } from '../content/types'

interface StatsBandProps {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  stats: readonly StatItem[]
}

// Literal class names so Tailwind sees them.
const COLUMNS: Record<number, string> = {
  2: 'lg:max-w-4xl',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
}

export function StatsBand({ id, eyebrow, title, lead, stats }: StatsBandProps) {
  return (
    <section aria-labelledby={id} className="bg-forest-900">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} tone="dark" />
        <dl
          className={`mt-12 grid gap-6 sm:grid-cols-2 ${COLUMNS[stats.length] ?? 'lg:grid-cols-4'}`}
        >
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-2xl bg-forest-950/40 p-6 ring-1 ring-forest-700"
            >
              <dt className="order-2 mt-2 font-semibold text-forest-50">{stat.label}</dt>
              <dd className="order-1 font-display text-5xl font-semibold text-ember-300">
                {stat.value}
              </dd>
              {stat.detail ? (
                <dd className="order-3 mt-3 text-sm leading-relaxed text-forest-200">
                  {stat.detail}
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
