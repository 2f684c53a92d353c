/** True when the visitor asked the OS for less motion; false on the server. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/**
 * Smoothly scrolls to the element with this id (or jumps, on arrival at a new page) and moves
 * keyboard focus there, so the next Tab continues from the target. Returns false when the page
 * has no such element.
 */
export function scrollToId(id: string, { instant = false } = {}): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  const smooth = !instant && !prefersReducedMotion()
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  return true
}
