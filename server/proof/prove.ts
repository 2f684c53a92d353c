// The lead path check, from outside (docs/decisions/0044): one signed request through the site's
// public address, as a visitor's form sends it, followed until n8n has answered for it, then
// removed. Run daily by the function proveLeadPath, by `npm run prove:leads -- URL` and by
// `npm run check:launch -- --production`.
import { randomUUID } from 'node:crypto'
import { PROOF_PATH, type ProofStatus, proofSubject } from './routes'
import { PROOF_HEADER, signProof } from './signature'

export type ProofStepName = 'ready' | 'posted' | 'saved' | 'answered' | 'removed'

/** Which part of the path failed, in the owner's terms (words.ts says each in plain words). */
export type ProofProblem = 'site' | 'store' | 'forwarding' | 'setup'

export interface ProofStep {
  step: ProofStepName
  ok: boolean
  detail: string
}

export interface ProofRun {
  /** When the check started, by the caller's clock. */
  at: string
  ok: boolean
  problem: ProofProblem | null
  steps: ProofStep[]
  /** The check's request, once the site took it. */
  leadId: string | null
}

export interface ProverOptions {
  site: URL
  secret: string
  now: () => Date
  fetch?: typeof fetch
  /** Between two looks at the request's delivery. */
  wait?: (ms: number) => Promise<void>
  /** How long n8n's answer may take (a function's cold start and n8n's own included). */
  answerWithinMs?: number
  pollMs?: number
  requestTimeoutMs?: number
}

export const DEFAULT_ANSWER_WITHIN_MS = 120_000
const DEFAULT_POLL_MS = 1_000
const DEFAULT_REQUEST_TIMEOUT_MS = 20_000
export const PROOF_FORM = 'contact'

/** The check's request: a contact message no visitor could send (its address cannot exist). */
export function proofFields(checkId: string): Record<string, string> {
  return {
    name: 'Lead path check',
    email: 'lead-path-check@oakandember.invalid',
    message: `The daily check that requests reach the business (${checkId}). Not a visitor's: removed after the check.`,
    page: '/contact-us/',
  }
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms))

function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  if (error.name === 'TimeoutError') return 'no answer in time'
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  const detail = cause?.code ?? cause?.message
  return detail ? `${error.message} (${detail})` : error.message
}

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null
  return typeof body?.error === 'string' ? `: ${body.error}` : ''
}

class Stop extends Error {
  constructor(
    readonly problem: ProofProblem,
    readonly step: ProofStepName,
    detail: string,
  ) {
    super(detail)
  }
}

export async function proveLeadPath(options: ProverOptions): Promise<ProofRun> {
  const at = options.now().toISOString()
  const send = options.fetch ?? fetch
  const wait = options.wait ?? sleep
  const steps: ProofStep[] = []
  const passed = (step: ProofStepName, detail: string) => steps.push({ step, ok: true, detail })
  // Set by post() once the site took the request (even when it then fails).
  const taken: { id: string | null } = { id: null }

  const request = (path: string, method: string, subject: string, body?: string) =>
    send(new URL(path, options.site), {
      method,
      headers: {
        [PROOF_HEADER]: signProof(options.secret, options.now(), subject, body ?? ''),
        'User-Agent': 'oak-ember-lead-path-check',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body }),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS),
    })
  // A site that does not answer at all is the site's problem, whichever step asked.
  const reach = async (step: ProofStepName, call: () => Promise<Response>) => {
    try {
      return await call()
    } catch (error) {
      throw new Stop('site', step, `the website did not answer (${reason(error)})`)
    }
  }

  const ready = async () => {
    const response = await reach('ready', () =>
      request(`${PROOF_PATH}/`, 'GET', proofSubject.ready),
    )
    const said = await errorOf(response)
    if (response.ok) return passed('ready', 'the website takes the check')
    if (response.status === 401 || response.status === 503)
      throw new Stop(
        said ? 'setup' : 'site',
        'ready',
        `HTTP ${response.status}${said || ' from the website'}`,
      )
    if (response.status >= 500)
      throw new Stop('site', 'ready', `the website answered HTTP ${response.status}`)
    throw new Stop(
      'setup',
      'ready',
      `HTTP ${response.status}: this deployment has no lead path check (deploy the current version)`,
    )
  }

  const post = async () => {
    const body = JSON.stringify({ ...proofFields(randomUUID()), website: '' })
    const started = performance.now()
    const response = await reach('posted', () =>
      request(`/api/leads/${PROOF_FORM}/`, 'POST', PROOF_FORM, body),
    )
    const answer = (await response.json().catch(() => null)) as {
      id?: unknown
      synthetic?: unknown
      error?: unknown
    } | null
    const said = typeof answer?.error === 'string' ? `: ${answer.error}` : ''
    if (response.status === 503)
      throw new Stop('store', 'posted', `HTTP 503, the website could not save it${said}`)
    if (response.status !== 201 || typeof answer?.id !== 'string')
      throw new Stop('site', 'posted', `HTTP ${response.status} instead of 201${said}`)
    taken.id = answer.id
    // Signed, yet kept as a visitor's: it cannot be followed or removed, and n8n will mail it.
    if (answer.synthetic !== true)
      throw new Stop(
        'setup',
        'posted',
        `the website kept it as a visitor's request (${answer.id}): it did not take the signature`,
      )
    passed('posted', `HTTP 201 in ${Math.round(performance.now() - started)} ms`)
    return answer.id
  }

  const follow = async (id: string) => {
    const within = options.answerWithinMs ?? DEFAULT_ANSWER_WITHIN_MS
    const poll = options.pollMs ?? DEFAULT_POLL_MS
    const started = performance.now()
    let last = ''
    for (let look = 0; ; look++) {
      const response = await reach(look ? 'answered' : 'saved', () =>
        request(`${PROOF_PATH}/${encodeURIComponent(id)}`, 'GET', proofSubject.status(id)),
      )
      if (response.status === 404 && !look)
        throw new Stop('store', 'saved', 'the website answered 201 but has no such request')
      if (response.ok) {
        const status = (await response.json()) as ProofStatus
        if (!look) passed('saved', `kept as ${id}, marked as the check's`)
        const { delivery } = status
        const seconds = ((performance.now() - started) / 1000).toFixed(1)
        if (delivery.state === 'delivered')
          return passed('answered', `n8n answered for it within ${seconds} s, mailing nobody`)
        if (delivery.attempts > 0)
          throw new Stop('forwarding', 'answered', delivery.lastError ?? 'not delivered')
      } else {
        if (!look)
          throw new Stop('site', 'saved', `HTTP ${response.status}${await errorOf(response)}`)
        last = `; the last look got HTTP ${response.status}`
      }
      if (performance.now() - started >= within)
        throw new Stop(
          'forwarding',
          'answered',
          `no attempt to send it on within ${within / 1000} s (is LEAD_FORWARD_URL set, and the delivery running?)${last}`,
        )
      await wait(poll)
    }
  }

  // Always tried once the site took it: a request left behind would be retried for days.
  const remove = async (id: string) => {
    try {
      const response = await request(
        `${PROOF_PATH}/${encodeURIComponent(id)}`,
        'DELETE',
        proofSubject.remove(id),
      )
      const said = await errorOf(response)
      steps.push(
        response.ok
          ? { step: 'removed', ok: true, detail: 'removed from the leads' }
          : { step: 'removed', ok: false, detail: `HTTP ${response.status}${said}` },
      )
    } catch (error) {
      steps.push({ step: 'removed', ok: false, detail: `not removed (${reason(error)})` })
    }
  }

  let problem: ProofProblem | null = null
  try {
    await ready()
    await follow(await post())
  } catch (error) {
    if (!(error instanceof Stop)) throw error
    problem = error.problem
    steps.push({ step: error.step, ok: false, detail: error.message })
  }
  if (taken.id) await remove(taken.id)
  return { at, ok: problem === null, problem, steps, leadId: taken.id }
}
