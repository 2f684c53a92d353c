// `X-Lead-Id` lets n8n drop a repeat, and its answer names it back; the shared secret is what its
// Header Auth checks.
import type { LeadStore } from './store'
import type { Delivery, Lead } from './types'

export interface ForwardSettings {
  /** Unset, leads stay pending until it is set. */
  url: string | null
  secret: string | null
  retryBaseMs: number
  fetch?: typeof fetch
}

export const SECRET_HEADER = 'X-Lead-Secret'
export const ATTEMPT_TIMEOUT_MS = 10_000
export const DEFAULT_RETRY_BASE_MS = 60_000
export const MAX_BACKOFF_MS = 60 * 60 * 1000
/** Marked failed after this; the owner still has the lead. */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000

export function forwardSettingsFromEnv(env: NodeJS.ProcessEnv): ForwardSettings {
  const base = Number(env.LEAD_RETRY_BASE_MS)
  return {
    url: env.LEAD_FORWARD_URL?.trim() || null,
    secret: env.LEAD_FORWARD_SECRET?.trim() || null,
    retryBaseMs: Number.isFinite(base) && base > 0 ? base : DEFAULT_RETRY_BASE_MS,
  }
}

/**
 * `synthetic: true` (a JSON boolean, which no visitor's field can be: each is a string) marks the
 * lead path check's own request: the workflow answers it naming the id and mails nobody
 * (decision 0044). Only a post with n8n's secret reaches the workflow at all.
 */
export function forwardBody(lead: Lead): Record<string, string | boolean> {
  return {
    ...lead.fields,
    id: lead.id,
    form: lead.form,
    via: lead.via,
    receivedAt: lead.receivedAt,
    ...(lead.synthetic ? { synthetic: true } : {}),
  }
}

export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS)
}

export async function attemptDelivery(
  lead: Lead,
  settings: ForwardSettings,
  now: () => Date,
): Promise<Delivery> {
  const attempts = lead.delivery.attempts + 1
  let error: string
  try {
    if (!settings.url) throw new Error('LEAD_FORWARD_URL is not set')
    const response = await (settings.fetch ?? fetch)(settings.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Lead-Id': lead.id,
        ...(settings.secret ? { [SECRET_HEADER]: settings.secret } : {}),
      },
      body: JSON.stringify(forwardBody(lead)),
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      redirect: 'manual',
    })
    const ok = response.status >= 200 && response.status < 300
    if (ok && (await acknowledges(response, lead.id)))
      return {
        state: 'delivered',
        attempts,
        nextAttemptAt: null,
        lastError: null,
        deliveredAt: now().toISOString(),
      }
    // An answer read by acknowledges() is consumed already; any other is not read.
    if (!ok) await response.body?.cancel()
    error = ok ? `HTTP ${response.status} without the workflow's answer` : `HTTP ${response.status}`
  } catch (caught) {
    error = describe(caught)
  }
  const at = now()
  const next = at.getTime() + backoffMs(attempts, settings.retryBaseMs)
  const givenUp = next - Date.parse(lead.receivedAt) > GIVE_UP_AFTER_MS
  return {
    state: givenUp ? 'failed' : 'pending',
    attempts,
    nextAttemptAt: givenUp ? null : new Date(next).toISOString(),
    lastError: error,
    deliveredAt: null,
  }
}

/** Longer than any answer the workflow gives; a longer one is not its answer. */
const MAX_ANSWER_BYTES = 4096

/**
 * Delivered only when the workflow says so: `{ "ok": true, "id": <this lead's id> }` (n8n answers a
 * failed execution 200 with an empty body, and a proxy may answer 200 with a page of its own;
 * decision 0021). Reads at most MAX_ANSWER_BYTES.
 */
async function acknowledges(response: Response, id: string): Promise<boolean> {
  const reader = response.body?.getReader()
  if (!reader) return false
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel()
      return false
    }
    chunks.push(value)
  }
  try {
    const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown
    return (
      typeof answer === 'object' &&
      answer !== null &&
      (answer as { ok?: unknown }).ok === true &&
      (answer as { id?: unknown }).id === id
    )
  } catch {
    return false
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  if (error.name === 'TimeoutError') return `no answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  const detail = cause?.code ?? cause?.message
  return detail ? `${error.message} (${detail})` : error.message
}

export async function deliverLead(
  store: Pick<LeadStore, 'recordDelivery'>,
  lead: Lead,
  settings: ForwardSettings,
  now: () => Date,
): Promise<Delivery> {
  const delivery = await attemptDelivery(lead, settings, now)
  await store.recordDelivery(lead.id, delivery)
  return delivery
}

export async function sweepDeliveries(
  store: LeadStore,
  settings: ForwardSettings,
  now: () => Date,
  limit = 50,
): Promise<{ delivered: number; pending: number; failed: number }> {
  const counts = { delivered: 0, pending: 0, failed: 0 }
  if (!settings.url) return counts
  for (const lead of await store.due(now(), limit)) {
    const delivery = await deliverLead(store, lead, settings, now)
    counts[delivery.state] += 1
  }
  return counts
}
