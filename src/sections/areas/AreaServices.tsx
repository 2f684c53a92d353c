import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { SectionHeading } from '../../components/ui/SectionHeading'
import type { ServiceSlug } from '../../content/serviceAreas/types'

interface AreaServicesProps {
  id: string
  title: string
  notes: Readonly<Record<ServiceSlug, string>>
  names: Readonly<Record<ServiceSlug, string>>
}

export function AreaServices({ id, title, notes, names }: AreaServicesProps) {
  return (
    <section aria-labelledby={id} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <SectionHeading id={id} title={title} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {(Object.keys(names) as ServiceSlug[]).map((slug) => (
            <li
              key={slug}
              className="flex flex-col rounded-3xl bg-paper p-6 ring-1 ring-forest-100"
            >
              <h3 className="text-xl font-semibold">{names[slug]}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-stone-700">{notes[slug]}</p>
              <Link
                to={`/services/${slug}/`}
                className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-forest-800 underline-offset-4 hover:underline"
              >
                {names[slug]}
                <span className="sr-only"> service page</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
