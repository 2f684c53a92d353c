import { createBrowserRouter } from 'react-router-dom'
import { ADMIN_PATH } from '../routes'

// The desk has no pre-rendered data; after a deploy under an open desk the manifest fetch broke.
export const createRouter: typeof createBrowserRouter = (routes, options) =>
  createBrowserRouter(
    routes.map((route) =>
      route.path?.startsWith(ADMIN_PATH) ? { ...route, loader: undefined } : route,
    ),
    options,
  )
