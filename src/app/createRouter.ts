import { createBrowserRouter } from 'react-router-dom'
import { ADMIN_PATH } from '../routes'
import { afterPaint } from './lifecycle'

/**
 * vite-react-ssg gives every route a loader for its pre-rendered data. The desk has none, so no
 * loader-data fetch that a deploy could break; nor has the layout, whose loader found its data
 * missing on a tab's first navigation and fetched the page's data files in the tap that made it.
 * A navigation starts after the tap has painted: the router's matching and its loaders' fetches
 * were most of a link's tap, and the new page waits for their data anyway (decision 0033).
 */
export const createRouter: typeof createBrowserRouter = (routes, options) => {
  const router = createBrowserRouter(
    routes.map((route) =>
      route.path?.startsWith(ADMIN_PATH) || route.children
        ? { ...route, loader: undefined }
        : route,
    ),
    options,
  )
  const navigate = router.navigate
  router.navigate = ((...args: Parameters<typeof navigate>) =>
    afterPaint().then(() => navigate(...args))) as typeof navigate
  return router
}
