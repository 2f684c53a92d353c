// One attempt under the store's lease, as any other. Same origin only: no CORS headers.
import { type Context, Hono } from 'hono'
import { deliverLead, type ForwardSettings } from './delivery'
import type { OwnerVerifier } from './owners'
import type { LeadStore } from './store'
import type { Lead } from './types'

export interface ResendStore extends Pick<LeadStore, 'recordDelivery'> {
  /** The lead made pending and leased to this request in one step, or why not. */
  requeue(id: string, now: Date): Promise<Lead | 'missing' | 'delivered' | 'busy'>
}

export interface ResendDeps {
  office: { owners: OwnerVerifier; store: ResendStore } | null
  forward: ForwardSettings
  now: () => Date
  log?: (line: string) => void
}

export const DELIVER_PATH = '/api/leads/:id/deliver'
/** Nothing Firestore reads as a path. */
const LEAD_ID = /^[A-Za-z0-9_-]{1,128}$/
/** Longer than any Firebase ID token; a longer header is not worth verifying. */
const MAX_TOKEN_LENGTH = 4096
const NO_STORE = { 'Cache-Control': 'no-store' }

type Status = 200 | 401 | 403 | 404 | 409 | 503

function answer(c: Context, status: Status, body: Record<string, unknown>) {
  const headers: Record<string, string> = { ...NO_STORE }
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer'
  return c.json({ ok: status === 200, ...body }, status, headers)
}

export function bearer(header: string | undefined): string | null {
  const match = /^Bearer[ ]+(\S+)$/i.exec(header?.trim() ?? '')
  const token = match?.[1]
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null
}

export function resendRoutes(deps: ResendDeps): Hono {
  const log = deps.log ?? console.log
  const app = new Hono({ strict: false })

  app.post(DELIVER_PATH, async (c) => {
    const office = deps.office
    if (!office)
      return answer(c, 503, {
        error:
          'Sending again needs the owner’s office: this server keeps leads in a local file and has no owner accounts (run `npm run desk`, or use the deployed site).',
      })
    const token = bearer(c.req.header('authorization'))
    if (!token) return answer(c, 401, { error: 'Sign in as the owner: no ID token was sent.' })
    let caller: Awaited<ReturnType<OwnerVerifier['verify']>>
    try {
      caller = await office.owners.verify(token)
    } catch (error) {
      log(`[leads] send again: the sign-in could not be checked (${String(error)})`)
      return answer(c, 503, { error: 'The sign-in could not be checked just now. Try again.' })
    }
    if (!caller) return answer(c, 401, { error: 'Your sign-in has expired. Sign in again.' })
    if (!caller.owner)
      return answer(c, 403, { error: 'Only the owner, on a verified address, may send leads.' })

    const id = c.req.param('id')
    if (!LEAD_ID.test(id)) return answer(c, 404, { error: 'No such lead.' })
    if (!deps.forward.url)
      return answer(c, 503, {
        error: 'Forwarding is not set up (LEAD_FORWARD_URL): the lead stays kept here.',
      })

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
      log(`[leads] ${id} sent again by ${caller.email ?? caller.uid}: ${delivery.state}`)
      return answer(c, 200, { id, delivery })
    } catch (error) {
      log(`[leads] send again ${id}: ${String(error)}`)
      return answer(c, 503, { error: 'The lead could not be read or updated just now. Try again.' })
    }
  })
  app.all(DELIVER_PATH, (c) =>
    c.json({ ok: false, error: 'Use POST.' }, 405, { ...NO_STORE, Allow: 'POST' }),
  )
  return app
}
