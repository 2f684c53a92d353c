/** An invitation to review the business on Google, where reviews are independent of the site. */
export function GoogleReviewLink({ href, className = '' }: { href: string; className?: string }) {
  return (
    <p className={`text-stone-700 ${className}`}>
      Worked with us?{' '}
      <a
        href={href}
        rel="noopener noreferrer"
        className="font-semibold text-forest-800 underline underline-offset-2"
      >
        Leave us a review on Google
      </a>
    </p>
  )
}
