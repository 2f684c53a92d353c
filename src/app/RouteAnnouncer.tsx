import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'

export function RouteAnnouncer() {
  const { pathname } = useLocation()
  const [message, setMessage] = useState('')
  const lastPath = useRef(pathname)

  useEffect(() => {
    if (lastPath.current === pathname) return
    lastPath.current = pathname
    // The head manager writes the new <title> after this commit, so read it a moment later.
    const timer = window.setTimeout(() => {
      setMessage(document.title)
      const heading = document.querySelector<HTMLElement>('main h1')
      const target = heading ?? document.getElementById('main')
      if (!target) return
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
      target.focus({ preventScroll: true })
    }, 60)
    return () => window.clearTimeout(timer)
  }, [pathname])

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {message}
    </p>
  )
}
