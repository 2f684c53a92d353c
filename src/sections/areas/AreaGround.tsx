import { Landmark } from 'lucide-react'
import { SectionHeading } from '../../components/ui/SectionHeading'
import type { Point } from '../../content/serviceAreas/types'

interface AreaGroundProps {
  id: string
  title: string
  notes: readonly Point[]
  permitsTitle: string
  permits: { office: string; body: string }
  neighbourhoodsTitle: string
  neighbourhoods: readonly string[]
}

export function AreaGround({
  id,
  title,
  notes,
  permitsTitle,
  permits,
  neighbourhoodsTitle,
  neighbourhoods,
}: AreaGroundProps) {
  return (
    <section aria-labelledby={id} className="bg-paper">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8 lg:py-20">
        <div>
          <SectionHeading id={id} title={title} />
          <dl className="mt-8 space-y-6">
            {notes.map((note) => (
              <div key={note.title}>
                <dt className="font-sans text-lg font-semibold text-forest-950">{note.title}</dt>
                <dd className="mt-2 leading-relaxed text-stone-700">{note.body}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="space-y-8">
          <div className="rounded-3xl bg-white p-6 ring-1 ring-forest-100">
            <h3 className="flex items-center gap-3 text-xl font-semibold">
              <Landmark aria-hidden="true" className="size-6 text-forest-700" />
              {permitsTitle}
            </h3>
            <p className="mt-3 font-semibold text-forest-900">{permits.office}</p>
            <p className="mt-2 leading-relaxed text-stone-700">{permits.body}</p>
          </div>
          <div className="rounded-3xl bg-white p-6 ring-1 ring-forest-100">
            <h3 className="text-xl font-semibold">{neighbourhoodsTitle}</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {neighbourhoods.map((place) => (
                <li key={place} className="rounded-full bg-sand px-3 py-1 text-sm text-forest-950">
                  {place}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  )
}
