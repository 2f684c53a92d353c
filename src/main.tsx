import { ViteReactSSG } from 'vite-react-ssg'
import { createRouter } from './app/createRouter'
import { followRouter } from './app/lifecycle'
import { routes } from './routes'
import './styles/index.css'

export const createRoot = ViteReactSSG(
  { routes, customCreateRouter: createRouter },
  ({ router }) => {
    // In the browser only (the server has no router instance).
    if (router) followRouter(router)
  },
)
