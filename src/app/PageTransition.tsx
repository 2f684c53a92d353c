import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { hasLeftFirstPage } from './lifecycle'

/**
 * Fades each new page in after a client-side navigation. The pre-rendered first page is shown
 * as is (no animation class, so nothing delays the first paint or differs at hydration), and
 * `motion-safe:` leaves the fade out for visitors who ask for reduced motion.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <div key={pathname} className={hasLeftFirstPage() ? 'motion-safe:animate-fade-in' : undefined}>
      {children}
    </div>
  )
}
