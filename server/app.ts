/**
 * The site's server side as one Hono app: the lead endpoint and its health. `npm start`
 * (local.ts) and the Cloud Function (functions/) each mount this same app with their own ports.
 */
import { Hono } from 'hono'
import type { ForwardSettings } from './leads/delivery'
import { type LeadDeps, leadRoutes } from './leads/handler'

export interface ServerDeps extends LeadDeps {
  forward: Pick<ForwardSettings, 'url' | 'secret'>
}

/** Paths this app answers; the local server hands everything else to the static site. */
export const SERVER_PATH = /^\/(api|webhook|webhook-test)\//

export function createServerApp(deps: ServerDeps): Hono {
  const app = new Hono({ strict: false })
  app.route('/', leadRoutes(deps))
  // Whether forwarding is set up and when a lead last reached it; never the address itself.
  app.get('/api/health', async (c) => {
    let lastDeliveredAt: string | null = null
    let store = 'ok'
    try {
      lastDeliveredAt = await deps.store.lastDeliveredAt()
    } catch {
      store = 'unavailable'
    }
    return c.json(
      {
        ok: store === 'ok',
        store,
        forwarding: { configured: Boolean(deps.forward.url), secret: Boolean(deps.forward.secret) },
        lastDeliveredAt,
      },
      store === 'ok' ? 200 : 503,
      { 'Cache-Control': 'no-store' },
    )
  })
  return app
}
