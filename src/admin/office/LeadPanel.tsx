import type { ReactNode } from 'react'

/** One part of a lead's page: a titled white card, named by its heading. */
export function LeadPanel({
  id,
  title,
  children,
}: {
  id: string
  title: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-300 bg-white p-4">
      <h2 id={id} className="font-display text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}
