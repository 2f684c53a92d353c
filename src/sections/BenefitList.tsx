import { BadgeCheck } from 'lucide-react'
import { SectionHeading } from '../components/ui/SectionHeading'
import type { Feature } from '../content/types'

interface BenefitListProps {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  benefits: readonly Feature[]
}

export function BenefitList({ id, eyebrow, title, lead, benefits }: BenefitListProps) {
  return (
    <section aria-labelledby={id} className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
        <ul className="mt-10 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="flex gap-4">
              <BadgeCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-forest-700" />
              <div>
                <h3 className="font-sans text-lg font-semibold text-forest-950">{benefit.title}</h3>
                <p className="mt-2 leading-relaxed text-stone-700">{benefit.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
