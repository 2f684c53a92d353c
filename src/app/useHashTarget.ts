import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { scrollToId } from '../lib/scroll'
import { hasNavigated } from './lifecycle'

const PATIENCE_MS = 5000

// A hash target inside a deferred part arrives after ScrollRestoration has looked for it.
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
