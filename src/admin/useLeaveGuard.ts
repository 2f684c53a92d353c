import { useEffect } from 'react'
import { type Blocker, useBlocker } from 'react-router-dom'

/**
 * While `dirty`, leaving asks first: closing or reloading the tab gets the browser's own question
 * (beforeunload), and a navigation inside the app is held until the editor answers the desk's
 * (the returned blocker: `state === 'blocked'`, then `proceed()` or `reset()`).
 */
export function useLeaveGuard(dirty: boolean): Blocker {
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers need a return value to ask.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  )
}
