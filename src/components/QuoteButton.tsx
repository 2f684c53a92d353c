import { ScrollLink } from './ScrollLink'

/** "Get A Quote Now": scrolls to this page's contact form, or opens the one on /contact-us/. */
export function QuoteButton({
  className = '',
  onNavigate,
}: {
  className?: string
  onNavigate?: () => void
}) {
  return (
    <ScrollLink
      targetId="contact-form"
      fallbackHref="/contact-us/#contact-form"
      onNavigate={onNavigate}
      className={`inline-flex items-center justify-center rounded-full bg-ember-700 px-5 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-ember-800 ${className}`}
    >
      Get A Quote Now
    </ScrollLink>
  )
}
