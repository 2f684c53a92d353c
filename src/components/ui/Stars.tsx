import { Star } from 'lucide-react'

const STAR_IDS = ['one', 'two', 'three', 'four', 'five'] as const

/** Five filled stars; screen readers hear the rating once instead of five icons. */
export function Stars({ count = 5 }: { count?: number }) {
  return (
    <p className="flex gap-0.5 text-ember-600">
      <span className="sr-only">{`Rated ${count} out of 5`}</span>
      {STAR_IDS.slice(0, count).map((id) => (
        <Star key={id} aria-hidden="true" className="size-5 fill-current" strokeWidth={0} />
      ))}
    </p>
  )
}
