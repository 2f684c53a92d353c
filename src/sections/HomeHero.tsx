import { Link } from 'react-router-dom'
import { heroBackyard } from '../assets/images/hero'
import { Picture } from '../components/Picture'
import { ActionRow } from '../components/ui/ActionLink'
import type { Action } from '../content/types'

interface HomeHeroProps {
  eyebrow: string
  title: string
  tagline: string
  serviceArea: { text: string; link: { label: string; href: string } }
  actions: readonly Action[]
}

export function HomeHero({ eyebrow, title, tagline, serviceArea, actions }: HomeHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-forest-950">
      <Picture
        image={heroBackyard}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10"
        imgClassName="h-full w-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-forest-950/90 via-forest-950/70 to-forest-950/20"
      />
      <div className="mx-auto flex min-h-[calc(100svh-7rem)] max-w-7xl flex-col justify-center px-4 py-20 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold tracking-[0.2em] text-ember-300 uppercase">{eyebrow}</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight text-white sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-forest-50 sm:text-xl">
          {tagline}
        </p>
        <p className="mt-4 max-w-2xl text-base text-forest-100">
          {serviceArea.text}{' '}
          <Link
            to={serviceArea.link.href}
            className="font-semibold text-white underline underline-offset-4 hover:text-ember-200"
          >
            {serviceArea.link.label}
          </Link>
          .
        </p>
        <div className="mt-10">
          <ActionRow actions={actions} tone="dark" />
        </div>
      </div>
    </section>
  )
}
