// Called by the desk after a published change, staff only (docs/decisions/0023).
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { OwnerVerifier } from '../leads/owners'
import { bearer } from '../leads/resend'
import { requestBuild } from './coalesce'
import type { Dispatcher } from './github'
import type { DeployRuns } from './runs'
import type { DispatchSlots } from './slots'

export interface DeployDeps {
  deploy: {
    staff: OwnerVerifier
    /** Null when dispatch is not set up: the change waits for the scheduled build. */
    dispatcher: Dispatcher | null
    runs: DeployRuns
    /** Shared by every instance in production (firestoreSlots.ts): one dispatch a minute. */
    slots: DispatchSlots
  } | null
  now: () => Date
  log?: (line: string) => void
  /** How long a request folded into the minute's dispatch waits for GitHub's answer to it. */
  settleWaitMs?: number
}

export const DEPLOY_PATH = '/api/deploy'
const NO_STORE = { 'Cache-Control': 'no-store' }
const requestBody = z.object({ reason: z.string().trim().min(1).max(200) }).partial()
export const NOT_SET_UP =
  'Publishing does not start a build here: dispatch to GitHub is not set up.'

type Status = 200 | 202 | 400 | 401 | 403 | 502 | 503

function answer(c: Context, status: Status, body: Record<string, unknown>) {
  const headers: Record<string, string> = { ...NO_STORE }
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer'
  return c.json({ ok: status < 300, ...body }, status, headers)
}

export function deployRoutes(deps: DeployDeps): Hono {
  const log = deps.log ?? console.log
  const app = new Hono({ strict: false })

  app.post(DEPLOY_PATH, async (c) => {
    const deploy = deps.deploy
    if (!deploy)
      return answer(c, 503, {
        configured: false,
        error: `${NOT_SET_UP} This server has no staff accounts.`,
      })
    const token = bearer(c.req.header('authorization'))
    if (!token) return answer(c, 401, { error: 'Sign in again: no ID token was sent.' })
    let caller: Awaited<ReturnType<OwnerVerifier['verify']>>
    try {
      caller = await deploy.staff.verify(token)
    } catch (error) {
      log(`[deploy] the sign-in could not be checked (${String(error)})`)
      return answer(c, 503, { error: 'The sign-in could not be checked just now. Try again.' })
    }
    if (!caller) return answer(c, 401, { error: 'Your sign-in has expired. Sign in again.' })
    if (!caller.staff)
      return answer(c, 403, {
        error: 'Only an editor or the owner, on a verified address, may start a build.',
      })
    // Not set up is a state of the site, not a failed request: the desk names the scheduled build.
    if (!deploy.dispatcher)
      return answer(c, 200, { configured: false, dispatched: false, message: NOT_SET_UP })

    const body = requestBody.safeParse(await c.req.json().catch(() => ({})))
    if (!body.success) return answer(c, 400, { error: 'The reason must be a short text.' })
    const reason = body.data.reason ?? 'published in the desk'
    const { status, body: answered } = await requestBuild({
      dispatcher: deploy.dispatcher,
      slots: deploy.slots,
      runs: deploy.runs,
      now: deps.now(),
      who: caller.email ?? caller.uid,
      reason,
      log,
      // The dispatch's own timeout, and a little more.
      settleWaitMs: deps.settleWaitMs ?? 15_000,
    })
    return answer(c, status, answered)
  })
  app.all(DEPLOY_PATH, (c) =>
    c.json({ ok: false, error: 'Use POST.' }, 405, { ...NO_STORE, Allow: 'POST' }),
  )
  return app
}
