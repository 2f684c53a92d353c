// Never a success for a lead it did not store (docs/decisions/0014); the `/webhook/` paths stay as
// aliases for pages from before the switch.
import { createHash, randomUUID } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { CAMPAIGN_PARAMS } from '../../src/lib/leadSource'
import { withQuoteMessage } from '../../src/lib/quoteMessage'
import { CONFIRMATION_PATHS, cleanSubmission, isWebhookId } from '../../src/lib/submissions'
import { methodNotAllowed, NO_STORE } from '../http/respond'
import { type ProofDeps, proofRoutes } from '../proof/routes'
import { PROOF_HEADER, verifyProof } from '../proof/signature'
import { clientNetwork } from './clientAddress'
import { isCrossSite } from './crossSite'
import { clientKey, type Limiter, type LimitVerdict } from './limiter'
import { refusalPage } from './pages'
import type { LeadStore } from './store'
import { type Lead, type LeadForm, pendingDelivery, type Via } from './types'

export const MAX_BODY_BYTES = 64 * 1024
/** How long the same body counts as a retry of the first (stored once). */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000
export const LEAD_PATHS = ['/api/leads/:form', '/webhook/:form', '/webhook-test/:form'] as const

export interface LeadDeps {
  store: LeadStore
  limiter: Limiter
  now: () => Date
  /** Only its salted hash is used. */
  clientAddress: (c: Context) => string
  salt: string
  onStored?: (lead: Lead) => void
  log?: (line: string) => void
  /** The lead path check (server/proof/); absent or null, its routes answer 503. */
  proof?: ProofDeps | null
}

type Refusal = {
  status: 400 | 403 | 404 | 413 | 415 | 422 | 429 | 503
  title: string
  problem: string
}

function encodingOf(contentType: string | undefined): Via | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase()
  if (type === 'application/json') return 'app'
  if (type === 'application/x-www-form-urlencoded') return 'html'
  return null
}

function refuseForm(
  c: Context,
  via: Via,
  { status, title, problem }: Refusal,
  retryAfter?: number,
) {
  const headers: Record<string, string> = { ...NO_STORE }
  if (retryAfter) headers['Retry-After'] = String(retryAfter)
  if (via === 'app') return c.json({ ok: false, error: problem }, status, headers)
  return c.html(refusalPage(title, problem, status !== 403), status, headers)
}

async function readFields(c: Context, via: Via): Promise<Record<string, unknown> | null> {
  const raw = await c.req.text()
  if (via === 'html') {
    const fields: Record<string, string> = {}
    // A repeated name keeps its first value: the forms never repeat one.
    for (const [name, value] of new URLSearchParams(raw))
      if (!(name in fields)) fields[name] = value
    return fields
  }
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/**
 * A form posted before the app started (a slow phone, or no JavaScript) carries its page but no
 * campaign. When it was sent from the page it names, the campaign is in that page's address, which
 * a same-origin post carries whole as its Referer (the site's Referrer-Policy): taken from there,
 * and cleaned with the rest. Fields the form sent win.
 */
export function withCampaignFromReferer(
  fields: Record<string, string>,
  referer: string | undefined,
): Record<string, string> {
  if (!referer || CAMPAIGN_PARAMS.some((name) => fields[name])) return fields
  let from: URL
  try {
    from = new URL(referer)
  } catch {
    return fields
  }
  if (!fields.page || from.pathname !== fields.page) return fields
  const campaign: Record<string, string> = {}
  for (const name of CAMPAIGN_PARAMS) {
    const value = from.searchParams.get(name)
    if (value) campaign[name] = value
  }
  return { ...fields, ...campaign }
}

export function dedupeKey(form: LeadForm, fields: Record<string, string>): string {
  return createHash('sha256')
    .update(`${form}\n${JSON.stringify(fields)}`)
    .digest('base64url')
}

export function summarize(lead: Pick<Lead, 'form' | 'via' | 'fields'>): string {
  const { fields } = lead
  const who = [fields.name, fields.email].filter(Boolean).join(' ') || 'anonymous'
  const subject = fields.subject ? ` about ${fields.subject}` : ''
  const how = lead.via === 'html' ? ' (form post, no app)' : ''
  const campaign = [fields.utm_source, fields.utm_medium, fields.utm_campaign].filter(Boolean)
  const source = [campaign.join(' / '), fields.gclid ? 'gclid' : '', fields.referrer ?? '']
    .filter(Boolean)
    .join(', ')
  return `[leads] ${lead.form}: ${who}${subject}${how}${fields.page ? ` from ${fields.page}` : ''}${source ? ` via ${source}` : ''}`
}

export function leadRoutes(deps: LeadDeps): Hono {
  const log = deps.log ?? console.log
  const app = new Hono({ strict: false })
  // Before the lead paths, whose catch-all would answer GET /api/leads/proof/ with 405.
  app.route('/', proofRoutes(deps.proof ?? null, deps.now))

  for (const path of LEAD_PATHS) {
    app.post(
      path,
      bodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: (c) =>
          refuseForm(c, encodingOf(c.req.header('content-type')) ?? 'app', {
            status: 413,
            title: 'Your form was not sent',
            problem: `The form was too large: the limit is ${MAX_BODY_BYTES / 1024} KB.`,
          }),
      }),
      async (c) => {
        const form = c.req.param('form') ?? ''
        const via = encodingOf(c.req.header('content-type'))
        if (!via)
          return refuseForm(c, 'app', {
            status: 415,
            title: 'Your form was not sent',
            problem: 'Send the form as JSON or URL-encoded (the default of an HTML form).',
          })
        if (!isWebhookId(form))
          return refuseForm(c, via, {
            status: 404,
            title: 'Not found',
            problem: `No form named ${form}.`,
          })
        if (isCrossSite((name) => c.req.header(name))) {
          log(
            `[leads] ${form}: a post from another site (${c.req.header('origin') ?? 'no Origin'}), refused`,
          )
          return refuseForm(c, via, {
            status: 403,
            title: 'This form came from another website',
            problem:
              'For your safety we only take forms sent from our own pages, and this one was sent from another site. Nothing was saved. If you meant to write to us, please use the form on our website.',
          })
        }

        const read = await readFields(c, via)
        const input =
          read && via === 'html'
            ? withCampaignFromReferer(read as Record<string, string>, c.req.header('referer'))
            : read
        if (!input)
          return refuseForm(c, via, {
            status: 400,
            title: 'Your form was not sent',
            problem: 'The form could not be read.',
          })
        // A quote request posted without the app has no message: written as the app would.
        const cleaned = cleanSubmission(form, form === 'contact' ? withQuoteMessage(input) : input)
        if (!cleaned.ok)
          return refuseForm(c, via, {
            status: 422,
            title: 'Your form was not sent',
            problem: `Not sent: ${cleaned.problems.join(', ')}.`,
          })
        // The lead path check's own request, signed with the server's secret (decision 0044): not
        // limited, and kept marked so that no list, count, alert or email takes it for a visitor's.
        // A wrong or stale signature is no signature: the post is a visitor's like any other.
        const synthetic =
          deps.proof?.secret !== undefined &&
          verifyProof(
            deps.proof.secret,
            c.req.header(PROOF_HEADER),
            form,
            await c.req.text(),
            deps.now(),
          ).ok
        // Counted once the form is readable and valid, so a visitor refused for a typo is not
        // then refused for sending again. A limiter that fails lets the post through: the lead
        // matters more than the limit.
        let verdict: LimitVerdict = { ok: true }
        try {
          if (!synthetic)
            verdict = await deps.limiter.hit(
              clientKey(deps.salt, form, clientNetwork(deps.clientAddress(c))),
              deps.now(),
            )
        } catch (error) {
          log(
            `[leads] the rate limit could not be read, the post was let through (${String(error)})`,
          )
        }
        if (!verdict.ok)
          return refuseForm(
            c,
            via,
            {
              status: 429,
              title: 'Please wait a few minutes',
              problem: `We received several forms from you in a short time, so this one was not taken. Please try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minutes.`,
            },
            verdict.retryAfterSeconds,
          )
        const success = (id: string) =>
          via === 'html'
            ? c.redirect(CONFIRMATION_PATHS[form], 303)
            : c.json({ ok: true, id, ...(synthetic ? { synthetic } : {}) }, 201, NO_STORE)
        // A bot sees a success and learns nothing; nothing is stored.
        if (cleaned.bot) {
          log(`[leads] ${form}: a filled honeypot, answered as a success and not stored`)
          const answer = success(randomUUID())
          answer.headers.set('Cache-Control', NO_STORE['Cache-Control'])
          return answer
        }

        const receivedAt = deps.now()
        const lead: Lead = {
          id: randomUUID(),
          form,
          via,
          receivedAt: receivedAt.toISOString(),
          fields: cleaned.body,
          status: 'new',
          delivery: pendingDelivery(receivedAt),
          dedupeKey: dedupeKey(form, cleaned.body),
          ...(synthetic ? { synthetic } : {}),
        }
        let stored: { lead: Lead; duplicate: boolean }
        try {
          stored = await deps.store.add(lead, new Date(receivedAt.getTime() - DUPLICATE_WINDOW_MS))
        } catch (error) {
          log(`${summarize(lead)}: NOT STORED (${String(error)})`)
          return refuseForm(c, via, {
            status: 503,
            title: 'Your form was not sent',
            problem: 'Something went wrong on our side and your form was not saved.',
          })
        }
        log(`${summarize(lead)}${stored.duplicate ? ' (repeated within minutes: kept once)' : ''}`)
        if (!stored.duplicate) deps.onStored?.(stored.lead)
        const answer = success(stored.lead.id)
        answer.headers.set('Cache-Control', NO_STORE['Cache-Control'])
        return answer
      },
    )
    app.all(path, methodNotAllowed('POST'))
  }
  return app
}
