import type { ReactNode } from 'react'
import { ActionRow } from '../components/ui/ActionLink'
import type { Action } from '../content/types'

interface CtaBannerProps {
  id: string
  title: string
  body: string
  actions: readonly Action[]
  /** A line under the body (the service pages name the towns they serve). */
  children?: ReactNode
}

export function CtaBanner({ id, title, body, actions, children }: CtaBannerProps) {
  return (
    <section aria-labelledby={id} className="bg-paper px-4 py-16 sm:px-6 lg:px-8">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-[2rem] bg-forest-800 px-6 py-14 sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:px-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-ember-500/25 blur-3xl"
        />
        <div className="relative max-w-2xl">
          <h2 id={id} className="text-3xl font-semibold tracking-tight text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-forest-50">{body}</p>
          {children ? <p className="mt-4 text-sm text-forest-100">{children}</p> : null}
        </div>
        <div className="relative mt-8 shrink-0 lg:mt-0">
          <ActionRow actions={actions} tone="dark" />
        </div>
      </div>
    </section>
  )
}
