import { createBrowserRouter } from 'react-router-dom'
import { ADMIN_PATH } from '../routes'

/**
 * vite-react-ssg gives every route a loader for its pre-rendered data. The desk has none, so no
 * loader-data fetch that a deploy could break; nor has the layout, whose loader found its data
 * missing on a tab's first navigation and fetched the page's data files in the tap that made it.
 */
export const createRouter: typeof createBrowserRouter = (routes, options) =>
  createBrowserRouter(
    routes.map((route) =>
      route.path?.startsWith(ADMIN_PATH) || route.children
        ? { ...route, loader: undefined }
        : route,
    ),
    options,
  )
