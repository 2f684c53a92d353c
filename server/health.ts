// Anyone may ask whether leads are taken and sent on; only staff see what is set up and when a
// lead last reached n8n (a visitor has no use for it, an attacker some).
import type { Context } from 'hono'
import type { ServerDeps } from './app'
import { NO_STORE } from './http/respond'
import { staffCaller } from './http/staffOnly'

export function healthRoute(
  deps: Pick<ServerDeps, 'store' | 'forward' | 'deploy' | 'office' | 'media'>,
) {
  const staff = deps.office?.owners ?? deps.deploy?.staff ?? deps.media?.staff ?? null
  return async (c: Context) => {
    let lastDeliveredAt: string | null = null
    let store = 'ok'
    try {
      lastDeliveredAt = await deps.store.lastDeliveredAt()
    } catch {
      store = 'unavailable'
    }
    const forwarding = {
      configured: Boolean(deps.forward.url),
      secret: Boolean(deps.forward.secret),
    }
    const ok = store === 'ok' && forwarding.configured && forwarding.secret
    const status = store === 'ok' ? 200 : 503
    if (!(await staffCaller(c, staff))) return c.json({ ok }, status, NO_STORE)
    return c.json(
      {
        ok,
        store,
        forwarding,
        // Whether publishing in the desk starts a build (deploy/handler.ts).
        deploy: { configured: Boolean(deps.deploy?.dispatcher) },
        lastDeliveredAt,
      },
      status,
      NO_STORE,
    )
  }
}
