import type { ReactNode } from 'react'

interface SectionHeadingProps {
  id?: string
  eyebrow?: string
  title: string
  lead?: ReactNode
  align?: 'left' | 'center'
  tone?: 'light' | 'dark'
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'left',
  tone = 'light',
}: SectionHeadingProps) {
  const center = align === 'center' ? 'mx-auto text-center' : ''
  const dark = tone === 'dark'
  return (
    <div className={`max-w-3xl ${center}`}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold tracking-[0.18em] uppercase ${dark ? 'text-ember-300' : 'text-ember-700'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 text-3xl font-semibold tracking-tight sm:text-4xl ${dark ? 'text-white' : ''}`}
      >
        {title}
      </h2>
      {lead ? (
        <div
          className={`mt-4 text-lg leading-relaxed ${dark ? 'text-forest-100' : 'text-stone-700'}`}
        >
          {lead}
        </div>
      ) : null}
    </div>
  )
}
