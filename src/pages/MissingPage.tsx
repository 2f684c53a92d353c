import { lazy, Suspense } from 'react'

// Only a client navigation to an unknown slug reaches it, so its code (every image on the site)
// loads only then.
const NotFound = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })))

export function MissingPage() {
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  )
}
