import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { scrollToId } from '../lib/scroll'
import { hasNavigated } from './lifecycle'

/** How long a target may take to arrive before we give up waiting for it. */
const PATIENCE_MS = 5000

/**
 * After a client-side navigation to `/page/#id`, brings the target into view and focus once it is
 * there. The router's ScrollRestoration looks for it right after the render, but a target inside
 * a deferred part (the contact form, say) arrives with that part's code a moment later, and parts
 * above it may still be growing: so this waits until the target exists and no deferred part is
 * still empty. (Opening such an address directly needs none of this: the HTML is complete.)
 */
export function useHashTarget(): void {
  const { key, hash } = useLocation()
  useEffect(() => {
    // `key`: a new navigation to the same hash looks for its target again.
    if (!hasNavigated() || !hash || !key) return
    const id = decodeURIComponent(hash.slice(1))
    const settled = () =>
      document.getElementById(id) !== null && !document.querySelector('[data-defer]:empty')
    let done = false
    const finish = () => {
      if (done) return
      done = true
      observer.disconnect()
      clearTimeout(timer)
      scrollToId(id, { instant: true })
    }
    const observer = new MutationObserver(() => {
      if (settled()) finish()
    })
    const timer = setTimeout(finish, PATIENCE_MS)
    if (settled()) finish()
    else observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      done = true
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [key, hash])
}
