import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { hasLeftFirstPage } from './lifecycle'

// No class on the first page: nothing delays its paint or differs at hydration.
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <div key={pathname} className={hasLeftFirstPage() ? 'motion-safe:animate-fade-in' : undefined}>
      {children}
    </div>
  )
}
