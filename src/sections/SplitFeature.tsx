import type { ReactNode } from 'react'
import { images } from '../assets/images'
import type { ImageKey } from '../assets/images/keys'
import { Picture } from '../components/Picture'
import { ActionRow } from '../components/ui/ActionLink'
import { SectionHeading } from '../components/ui/SectionHeading'
import type { Action } from '../content/types'

interface SplitFeatureProps {
  id: string
  eyebrow?: string
  title: string
  paragraphs: readonly string[]
  bullets?: readonly string[]
  image: ImageKey
  actions?: readonly Action[]
  /** Image on the left on wide screens (alternating sections). */
  reverse?: boolean
  tone?: 'paper' | 'white' | 'sand'
  children?: ReactNode
}

const TONES = { paper: 'bg-paper', white: 'bg-white', sand: 'bg-sand' } as const

export function SplitFeature({
  id,
  eyebrow,
  title,
  paragraphs,
  bullets,
  image,
  actions,
  reverse,
  tone = 'paper',
  children,
}: SplitFeatureProps) {
  return (
    <section aria-labelledby={id} className={TONES[tone]}>
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-20">
        <div className={reverse ? 'lg:order-2' : undefined}>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} />
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-stone-700">
            {paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {bullets ? (
            <ul className="mt-6 grid gap-2 text-stone-800 sm:grid-cols-2">
              {bullets.map((b) => (
                <li key={b} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="mt-2.5 size-1.5 shrink-0 rounded-full bg-ember-600"
                  />
                  {b}
                </li>
              ))}
            </ul>
          ) : null}
          {children}
          {actions?.length ? (
            <div className="mt-8">
              <ActionRow actions={actions} />
            </div>
          ) : null}
        </div>
        <Picture
          image={images[image]}
          sizes="(min-width: 1024px) 600px, 100vw"
          className={`block overflow-hidden rounded-3xl shadow-lg ${reverse ? 'lg:order-1' : ''}`}
          imgClassName="h-full w-full object-cover"
        />
      </div>
    </section>
  )
}
