import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { images } from '../assets/images'
import { Picture } from '../components/Picture'
import { SectionHeading } from '../components/ui/SectionHeading'
import type { Feature } from '../content/types'

interface CardGridProps {
  id: string
  eyebrow?: string
  title: string
  lead?: string
  cards: readonly Feature[]
  tone?: 'paper' | 'white'
}

export function CardGrid({ id, eyebrow, title, lead, cards, tone = 'white' }: CardGridProps) {
  return (
    <section aria-labelledby={id} className={tone === 'white' ? 'bg-white' : 'bg-paper'}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li
              key={card.title}
              className="group flex flex-col overflow-hidden rounded-3xl bg-paper shadow-sm ring-1 ring-forest-100"
            >
              {card.image ? (
                <Picture
                  image={typeof card.image === 'string' ? images[card.image] : card.image}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  className="block aspect-[4/3] overflow-hidden"
                  imgClassName="h-full w-full object-cover motion-safe:transition-transform motion-safe:duration-500 group-hover:scale-105"
                />
              ) : null}
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-semibold">{card.title}</h3>
                <p className="mt-3 flex-1 leading-relaxed text-stone-700">{card.body}</p>
                {card.href ? (
                  <Link
                    to={card.href}
                    className="mt-5 inline-flex items-center gap-2 font-semibold text-forest-800 hover:text-ember-700"
                  >
                    {card.linkLabel ?? 'Learn more'}
                    <span className="sr-only">{`: ${card.title}`}</span>
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
