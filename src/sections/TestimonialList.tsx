import { Quote } from 'lucide-react'
import { SectionHeading } from '../components/ui/SectionHeading'
import { Stars } from '../components/ui/Stars'
import type { Testimonial } from '../content/types'
import { GoogleReviewLink } from './GoogleReviewLink'

interface TestimonialListProps {
  id: string
  eyebrow?: string
  title: string
  testimonials: readonly Testimonial[]
  /** Where a client leaves a Google review, offered under the quotes (none while unset). */
  reviewLink?: string | undefined
}

export function TestimonialList({
  id,
  eyebrow,
  title,
  testimonials,
  reviewLink,
}: TestimonialListProps) {
  const cols =
    testimonials.length >= 3 ? 'lg:grid-cols-3' : testimonials.length === 2 ? 'md:grid-cols-2' : ''
  return (
    <section aria-labelledby={id} className="bg-paper">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} />
        <ul className={`mt-10 grid gap-6 ${cols}`}>
          {testimonials.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-forest-100">
                <Stars />
                <Quote aria-hidden="true" className="mt-6 size-8 text-forest-300" />
                <blockquote className="mt-3 flex-1 text-lg leading-relaxed text-stone-800">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-forest-100 pt-4">
                  <span className="block font-semibold text-forest-950">{t.name}</span>
                  <span className="block text-sm text-stone-600">
                    {t.location}
                    {t.project ? ` · ${t.project}` : ''}
                  </span>
                  {t.source || t.date ? (
                    <span className="mt-1 block text-sm text-stone-600">
                      {t.source ? (
                        <>
                          On{' '}
                          <a
                            href={t.source.url}
                            rel="noopener noreferrer"
                            className="font-semibold text-forest-800 underline underline-offset-2"
                          >
                            {t.source.name}
                          </a>
                        </>
                      ) : null}
                      {t.source && t.date ? ', ' : null}
                      {t.date ? <time dateTime={t.date.iso}>{t.date.label}</time> : null}
                    </span>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {reviewLink ? <GoogleReviewLink href={reviewLink} className="mt-8" /> : null}
      </div>
    </section>
  )
}
