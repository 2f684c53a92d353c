/**
 * Forwarding a stored lead to n8n: one attempt at a time, retried with backoff, never lost.
 * `X-Lead-Id` lets n8n drop a repeat; the shared secret is what its Header Auth checks.
 */
import type { LeadStore } from './store'
import type { Delivery, Lead } from './types'

export interface ForwardSettings {
  /** LEAD_FORWARD_URL; unset, leads stay pending until it is set. */
  url: string | null
  /** LEAD_FORWARD_SECRET, sent as SECRET_HEADER. */
  secret: string | null
  /** First retry after this long, doubling each time up to MAX_BACKOFF_MS (LEAD_RETRY_BASE_MS). */
  retryBaseMs: number
  fetch?: typeof fetch
}

export const SECRET_HEADER = 'X-Lead-Secret'
export const ATTEMPT_TIMEOUT_MS = 10_000
export const DEFAULT_RETRY_BASE_MS = 60_000
export const MAX_BACKOFF_MS = 60 * 60 * 1000
/** A lead not delivered this long after it came is marked failed (the owner still has it). */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000

export function forwardSettingsFromEnv(env: NodeJS.ProcessEnv): ForwardSettings {
  const base = Number(env.LEAD_RETRY_BASE_MS)
  return {
    url: env.LEAD_FORWARD_URL?.trim() || null,
    secret: env.LEAD_FORWARD_SECRET?.trim() || null,
    retryBaseMs: Number.isFinite(base) && base > 0 ? base : DEFAULT_RETRY_BASE_MS,
  }
}

/** What n8n receives: the forms' field names at the top level, plus the lead's own facts. */
export function forwardBody(lead: Lead): Record<string, string> {
  return {
    ...lead.fields,
    id: lead.id,
    form: lead.form,
    via: lead.via,
    receivedAt: lead.receivedAt,
  }
}

/** The delay before attempt number `attempts + 1`, after `attempts` failures. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS)
}

/** One attempt to deliver `lead`; returns its new delivery record (the caller stores it). */
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
    await response.body?.cancel()
    if (response.status >= 200 && response.status < 300)
      return {
        state: 'delivered',
        attempts,
        nextAttemptAt: null,
        lastError: null,
        deliveredAt: now().toISOString(),
      }
    error = `HTTP ${response.status}`
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

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  if (error.name === 'TimeoutError') return `no answer within ${ATTEMPT_TIMEOUT_MS / 1000} s`
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  const detail = cause?.code ?? cause?.message
  return detail ? `${error.message} (${detail})` : error.message
}

/** Delivers `lead` once and records the outcome. */
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

/** The sweep: one attempt for every pending lead that is due (the local timer, the scheduler). */
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
