import { socialGlyphs } from './socialGlyphs'

export function BrandIcon({
  network,
  className,
}: {
  network: keyof typeof socialGlyphs
  className?: string
}) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d={socialGlyphs[network]} fill="currentColor" />
    </svg>
  )
}
