/** True when the visitor asked the OS for less motion; false on the server. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/** Scrolls to the element with this id and focuses it, so Tab goes on from there; false if none. */
export function scrollToId(id: string, { instant = false } = {}): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  const smooth = !instant && !prefersReducedMotion()
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  return true
}
