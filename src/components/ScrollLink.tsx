import type { MouseEvent, ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { scrollToId } from '../lib/scroll'

interface ScrollLinkProps {
  targetId: string
  /** Where the link goes when this page has no such element (and before hydration). */
  fallbackHref?: string
  className?: string
  children: ReactNode
  onNavigate?: () => void
}

export function ScrollLink({
  targetId,
  fallbackHref,
  className,
  children,
  onNavigate,
}: ScrollLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onNavigate?.()
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    // Preventing the default also stops <Link> from navigating: the section is right here.
    if (scrollToId(targetId)) event.preventDefault()
  }

  return (
    <Link to={fallbackHref ?? `#${targetId}`} className={className} onClick={handleClick}>
      {children}
    </Link>
  )
}
