// One attempt under the store's lease, as any other. Same origin only: no CORS headers.
import { Hono } from 'hono'
import { answer, methodNotAllowed } from '../http/respond'
import { type StaffEnv, type StaffGate, staffOnly } from '../http/staffOnly'
import { deliverLead, type ForwardSettings } from './delivery'
import type { OwnerVerifier } from './owners'
import type { LeadStore } from './store'
import type { Lead } from './types'

export interface ResendStore extends Pick<LeadStore, 'recordDelivery'> {
  /** The lead made pending and leased to this request in one step, or why not. */
  requeue(id: string, now: Date): Promise<Lead | 'missing' | 'delivered' | 'busy'>
}

type Office = { owners: OwnerVerifier; store: ResendStore }

export interface ResendDeps {
  office: Office | null
  forward: ForwardSettings
  now: () => Date
  log?: (line: string) => void
}

export const DELIVER_PATH = '/api/leads/:id/deliver'
/** Nothing Firestore reads as a path. */
const LEAD_ID = /^[A-Za-z0-9_-]{1,128}$/
const GATE: StaffGate = {
  role: 'owner',
  does: 'may send leads',
  absent:
    'Sending again needs the owner’s office: this server keeps leads in a local file and has no owner accounts (run `npm run desk`, or use the deployed site).',
}

export function resendRoutes(deps: ResendDeps): Hono<StaffEnv<Office>> {
  const log = deps.log ?? console.log
  const app = new Hono<StaffEnv<Office>>({ strict: false })

  const owner = staffOnly(deps.office, (office) => office.owners, log, GATE)

  app.post(DELIVER_PATH, owner, async (c) => {
    const id = c.req.param('id')
    if (!LEAD_ID.test(id)) return answer(c, 404, { error: 'No such lead.' })
    if (!deps.forward.url)
      return answer(c, 503, {
        error: 'Forwarding is not set up (LEAD_FORWARD_URL): the lead stays kept here.',
      })

    const office = c.var.service
    try {
      const now = deps.now()
      const lead = await office.store.requeue(id, now)
      if (lead === 'missing') return answer(c, 404, { error: 'No such lead.' })
      if (lead === 'delivered') return answer(c, 409, { error: 'This lead was delivered already.' })
      if (lead === 'busy')
        return answer(c, 409, {
          error:
            'An attempt to send it is under way. Look again in a minute; one that stopped short ends within 15 minutes, and it can be sent again then.',
        })
      const delivery = await deliverLead(office.store, lead, deps.forward, deps.now)
      const by = c.var.caller.email ?? c.var.caller.uid
      log(`[leads] ${id} sent again by ${by}: ${delivery.state}`)
      return answer(c, 200, { id, delivery })
    } catch (error) {
      log(`[leads] send again ${id}: ${String(error)}`)
      return answer(c, 503, { error: 'The lead could not be read or updated just now. Try again.' })
    }
  })
  app.all(DELIVER_PATH, methodNotAllowed('POST'))
  return app
}
