import { Link } from 'react-router-dom'
import type { Action, ActionVariant } from '../../content/types'
import { ScrollLink } from '../ScrollLink'

const VARIANTS: Record<ActionVariant, string> = {
  primary: 'bg-ember-700 text-white hover:bg-ember-800 shadow-sm',
  secondary: 'border border-forest-800 text-forest-900 hover:bg-forest-50',
  light: 'bg-white text-forest-950 hover:bg-sand',
  'outline-light': 'border border-white/80 text-white hover:bg-white/10',
}

const BASE =
  'inline-flex min-h-12 items-center justify-center rounded-full px-6 py-3 text-sm font-semibold transition-colors'

export function ActionLink({ action, variant }: { action: Action; variant?: ActionVariant }) {
  const className = `${BASE} ${VARIANTS[variant ?? action.variant ?? 'primary']}`
  // The hint completes short labels ("Learn More about our services") for screen readers and
  // crawlers, while the button reads as designed.
  const content = (
    <>
      {action.label}
      {action.hint ? <span className="sr-only">{` ${action.hint}`}</span> : null}
    </>
  )
  if ('scrollTo' in action) {
    return (
      <ScrollLink
        targetId={action.scrollTo}
        fallbackHref={action.fallbackHref}
        className={className}
      >
        {content}
      </ScrollLink>
    )
  }
  return (
    <Link to={action.href} className={className}>
      {content}
    </Link>
  )
}

export function ActionRow({
  actions,
  tone = 'light',
}: {
  actions: readonly Action[]
  tone?: 'light' | 'dark'
}) {
  return (
    <div className="flex flex-wrap gap-3">
      {actions.map((action, index) => (
        <ActionLink
          key={action.label}
          action={action}
          variant={
            action.variant ??
            (index === 0 ? 'primary' : tone === 'dark' ? 'outline-light' : 'secondary')
          }
        />
      ))}
    </div>
  )
}
