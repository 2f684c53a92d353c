// Called by the desk after a published change, staff only (docs/decisions/0023).
import { Hono } from 'hono'
import { z } from 'zod'
import { answer, methodNotAllowed } from '../http/respond'
import { type StaffEnv, type StaffGate, staffOnly } from '../http/staffOnly'
import type { OwnerVerifier } from '../leads/owners'
import { requestBuild } from './coalesce'
import type { Dispatcher } from './github'
import type { DeployRuns } from './runs'
import type { DispatchSlots } from './slots'

interface Deploy {
  staff: OwnerVerifier
  /** Null when dispatch is not set up: the change waits for the scheduled build. */
  dispatcher: Dispatcher | null
  runs: DeployRuns
  /** Shared by every instance in production (firestoreSlots.ts): one dispatch a minute. */
  slots: DispatchSlots
}

export interface DeployDeps {
  deploy: Deploy | null
  now: () => Date
  log?: (line: string) => void
  /** How long a request folded into the minute's dispatch waits for GitHub's answer to it. */
  settleWaitMs?: number
}

export const DEPLOY_PATH = '/api/deploy'
const requestBody = z.object({ reason: z.string().trim().min(1).max(200) }).partial()
export const NOT_SET_UP =
  'Publishing does not start a build here: dispatch to GitHub is not set up.'
const GATE: StaffGate = {
  role: 'staff',
  does: 'may start a build',
  absent: { configured: false, error: `${NOT_SET_UP} This server has no staff accounts.` },
  noToken: 'Sign in again: no ID token was sent.',
}

export function deployRoutes(deps: DeployDeps): Hono<StaffEnv<Deploy>> {
  const log = deps.log ?? console.log
  const app = new Hono<StaffEnv<Deploy>>({ strict: false })

  const staff = staffOnly(deps.deploy, (deploy) => deploy.staff, log, GATE)

  app.post(DEPLOY_PATH, staff, async (c) => {
    const deploy = c.var.service
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
      who: c.var.caller.email ?? c.var.caller.uid,
      reason,
      log,
      // The dispatch's own timeout, and a little more.
      settleWaitMs: deps.settleWaitMs ?? 15_000,
    })
    return answer(c, status, answered)
  })
  app.all(DEPLOY_PATH, methodNotAllowed('POST'))
  return app
}
