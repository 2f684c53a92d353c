import type { ReactNode } from 'react'

interface PageHeroProps {
  eyebrow?: string
  title: string
  lead?: ReactNode
  children?: ReactNode
}

export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-[0.18em] text-ember-700 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">
          {title}
        </h1>
        {lead ? (
          <div className="mt-6 max-w-2xl text-lg leading-relaxed text-stone-700">{lead}</div>
        ) : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  )
}
