// The lead path check's own routes (docs/decisions/0044): whether the site takes the check, how far
// its request got, and its removal. Each wants a valid signature, and each acts only on a request
// the site stored as the check's own (`synthetic`): a visitor's lead is "not found" here.
import { type Context, Hono } from 'hono'
import { NO_STORE } from '../http/respond'
import type { LeadLookup } from '../leads/store'
import { PROOF_HEADER, type ProofVerdict, proofSecret, verifyProof } from './signature'

export interface ProofDeps {
  secret: string
  leads: LeadLookup
}

/** From the LEAD_PROOF_SECRET setting: null (the check refused) when it is unset or too short. */
export function proofDeps(setting: string | undefined, leads: LeadLookup): ProofDeps | null {
  const secret = proofSecret(setting)
  return secret ? { secret, leads } : null
}

/** What the check reads of its request: never a field of it. */
export interface ProofStatus {
  ok: true
  id: string
  receivedAt: string
  delivery: {
    state: string
    attempts: number
    lastError: string | null
    deliveredAt: string | null
  }
}

export const PROOF_PATH = '/api/leads/proof'

export const proofSubject = {
  ready: 'GET proof',
  status: (id: string) => `GET proof/${id}`,
  remove: (id: string) => `DELETE proof/${id}`,
}

const REFUSED: Record<Exclude<ProofVerdict, { ok: true }>['reason'], string> = {
  missing: `No ${PROOF_HEADER} signature.`,
  wrong: `The ${PROOF_HEADER} signature is not this site's (LEAD_PROOF_SECRET differs).`,
  stale: `The ${PROOF_HEADER} signature is out of date: the two clocks differ by more than 5 minutes.`,
}

export function proofRoutes(proof: ProofDeps | null, now: () => Date): Hono {
  const app = new Hono({ strict: false })

  // Null when the request may go on; otherwise the answer.
  const refusal = (c: Context, subject: string) => {
    if (!proof)
      return c.json(
        { ok: false, error: 'The lead path check is not set up here (LEAD_PROOF_SECRET).' },
        503,
        NO_STORE,
      )
    const verdict = verifyProof(proof.secret, c.req.header(PROOF_HEADER), subject, '', now())
    return verdict.ok ? null : c.json({ ok: false, error: REFUSED[verdict.reason] }, 401, NO_STORE)
  }
  const checkRequest = async (id: string) => {
    const lead = await proof?.leads.get(id)
    return lead?.synthetic === true ? lead : null
  }
  const notFound = (c: Context) =>
    c.json({ ok: false, error: 'No such check request.' }, 404, NO_STORE)
  const unavailable = (c: Context, error: unknown) =>
    c.json({ ok: false, error: `The lead store did not answer (${String(error)}).` }, 503, NO_STORE)

  app.get(PROOF_PATH, (c) => refusal(c, proofSubject.ready) ?? c.json({ ok: true }, 200, NO_STORE))

  app.get(`${PROOF_PATH}/:id`, async (c) => {
    const id = c.req.param('id')
    const refused = refusal(c, proofSubject.status(id))
    if (refused) return refused
    try {
      const lead = await checkRequest(id)
      if (!lead) return notFound(c)
      const { state, attempts, lastError, deliveredAt } = lead.delivery
      const status: ProofStatus = {
        ok: true,
        id: lead.id,
        receivedAt: lead.receivedAt,
        delivery: { state, attempts, lastError, deliveredAt },
      }
      return c.json(status, 200, NO_STORE)
    } catch (error) {
      return unavailable(c, error)
    }
  })

  app.delete(`${PROOF_PATH}/:id`, async (c) => {
    const id = c.req.param('id')
    const refused = refusal(c, proofSubject.remove(id))
    if (refused) return refused
    try {
      if (!(await checkRequest(id))) return notFound(c)
      await proof?.leads.remove(id)
      return c.json({ ok: true }, 200, NO_STORE)
    } catch (error) {
      return unavailable(c, error)
    }
  })
  return app
}
