import { createBrowserRouter } from 'react-router-dom'
import { ADMIN_PATH } from '../routes'

/**
 * The browser's router. vite-react-ssg gives every route a loader that fetches the build's
 * loader-data manifest; the desk has no pre-rendered data, and after a deploy under an open desk
 * that fetch found the old manifest gone and broke its next screen (e2e/desk-redeploy.firestore.ts).
 */
export const createRouter: typeof createBrowserRouter = (routes, options) =>
  createBrowserRouter(
    routes.map((route) =>
      route.path?.startsWith(ADMIN_PATH) ? { ...route, loader: undefined } : route,
    ),
    options,
  )
