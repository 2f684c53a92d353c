import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { ANALYTICS_BUILD, type PageTracker, startAnalytics } from '../lib/analytics'

export function useAnalytics(): void {
  const { pathname } = useLocation()
  const tracker = useRef<PageTracker | null>(null)
  const firstPath = useRef(pathname)

  useEffect(() => {
    if (!ANALYTICS_BUILD) return
    const start = () => {
      void startAnalytics().then((t) => {
        tracker.current = t
      })
    }
    // Safari has no requestIdleCallback: fall back to a short delay after load.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 4000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = setTimeout(start, 2000)
    return () => clearTimeout(id)
  }, [])

  useEffect(() => {
    if (pathname === firstPath.current) return
    firstPath.current = pathname
    // The head manager sets the new title first.
    const id = window.setTimeout(() => tracker.current?.pageView(pathname, document.title), 100)
    return () => window.clearTimeout(id)
  }, [pathname])
}
