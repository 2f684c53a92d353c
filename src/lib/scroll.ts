export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/** Focuses the target too, so Tab goes on from there. */
export function scrollToId(id: string, { instant = false } = {}): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  const smooth = !instant && !prefersReducedMotion()
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  return true
}
