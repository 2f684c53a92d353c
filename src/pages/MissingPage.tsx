import { lazy, Suspense } from 'react'

/**
 * The 404 page inside a dynamic route (a project or city page) whose build-time data has no such
 * item: only reached by a client navigation to an unknown slug, since hosting answers unknown
 * paths with the pre-rendered 404. Its code (suggestion cards, and with them every image on the
 * site) loads only then, not with every project and city page.
 */
const NotFound = lazy(() => import('./NotFoundPage').then((m) => ({ default: m.NotFoundPage })))

export function MissingPage() {
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  )
}
