// One app, mounted with its own ports by `npm start`, the desk, the browser tests and the function.
import { Hono } from 'hono'
import { type DeployDeps, deployRoutes } from './deploy/handler'
import { healthRoute } from './health'
import type { ForwardSettings } from './leads/delivery'
import { type LeadDeps, leadRoutes } from './leads/handler'
import { type ResendDeps, resendRoutes } from './leads/resend'
import { type MediaDeps, mediaRoutes } from './media/handler'
import { type PushDeps, pushRoutes } from './push/handler'

export interface ServerDeps extends LeadDeps {
  forward: ForwardSettings
  /** Absent where there are no owner accounts: the routes answer 503 (so too below). */
  office?: ResendDeps['office']
  media?: MediaDeps['media']
  deploy?: DeployDeps['deploy']
  push?: PushDeps['push']
}

export const SERVER_PATH = /^\/(api|webhook|webhook-test)\//

export function createServerApp(deps: ServerDeps): Hono {
  const app = new Hono({ strict: false })
  app.route('/', leadRoutes(deps))
  const shared = { now: deps.now, ...(deps.log ? { log: deps.log } : {}) }
  app.route('/', resendRoutes({ ...shared, office: deps.office ?? null, forward: deps.forward }))
  app.route('/', mediaRoutes({ ...shared, media: deps.media ?? null }))
  app.route('/', deployRoutes({ ...shared, deploy: deps.deploy ?? null }))
  app.route('/', pushRoutes({ ...shared, push: deps.push ?? null }))
  app.get('/api/health', healthRoute(deps))
  return app
}
