import { createBrowserRouter } from 'react-router-dom'
import { ADMIN_PATH } from '../routes'

// The desk has no pre-rendered data, so no loader-data fetch that a deploy could break.
export const createRouter: typeof createBrowserRouter = (routes, options) =>
  createBrowserRouter(
    routes.map((route) =>
      route.path?.startsWith(ADMIN_PATH) ? { ...route, loader: undefined } : route,
    ),
    options,
  )
