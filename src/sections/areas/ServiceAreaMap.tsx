import { MapPin } from 'lucide-react'
import { Link } from 'react-router-dom'
import { images } from '../../assets/images'
import { Picture } from '../../components/Picture'
import { SectionHeading } from '../../components/ui/SectionHeading'
import type { AreaSummary } from '../../content/serviceAreas/pageData'

interface ServiceAreaMapProps {
  id: string
  title: string
  lead: string
  areas: readonly AreaSummary[]
}

/** The Triangle's eight areas: keyboards go through the list; the pins are a pointer shortcut. */
export function ServiceAreaMap({ id, title, lead, areas }: ServiceAreaMapProps) {
  return (
    <section aria-labelledby={id} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <SectionHeading id={id} title={title} lead={lead} />
        <div className="mt-10 grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="relative self-start overflow-hidden rounded-3xl shadow-lg ring-1 ring-forest-100">
            <Picture
              image={images.mapTriangle}
              sizes="(min-width: 1024px) 60vw, 100vw"
              imgClassName="block h-auto w-full"
            />
            {/* Pins as SVG links: the page's policy allows no inline styles to place HTML. */}
            <svg
              viewBox="0 0 1600 1000"
              aria-hidden="true"
              focusable="false"
              className="absolute inset-0 h-full w-full"
            >
              {areas.map((area) => (
                <a key={area.id} href={area.path} tabIndex={-1} className="group">
                  <title>{area.name}</title>
                  <circle
                    cx={area.pin.x * 16}
                    cy={area.pin.y * 10 - 34}
                    r={30}
                    className="fill-transparent group-hover:fill-ember-500/25"
                  />
                </a>
              ))}
            </svg>
          </div>
          <ul className="grid content-start gap-3 sm:grid-cols-2 lg:grid-cols-1">
            {areas.map((area) => (
              <li key={area.id}>
                <Link
                  to={area.path}
                  className="flex min-h-12 items-center gap-3 rounded-2xl bg-paper px-4 py-3 ring-1 ring-forest-100 hover:bg-sand"
                >
                  <MapPin aria-hidden="true" className="size-5 shrink-0 text-ember-700" />
                  <span>
                    <span className="block font-semibold text-forest-950">{area.name}</span>
                    <span className="block text-sm text-stone-600">{area.county}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
