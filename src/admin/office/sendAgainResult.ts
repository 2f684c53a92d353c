import { troubleReason } from './deliveryWords'

export type SendAgainResult =
  | { ok: true; state: string }
  | { ok: false; message: string; detail: string }

/**
 * The deliver route's answer as the owner reads it: a 200 says an attempt was made, and only a
 * delivered state is a success; a failure is said in plain words, the error kept as detail.
 */
export function sendAgainResult(status: number, answer: unknown): SendAgainResult {
  const body = (answer ?? {}) as {
    error?: unknown
    delivery?: { state?: unknown; lastError?: unknown }
  }
  if (status === 200) {
    const { state, lastError } = body.delivery ?? {}
    if (state === 'delivered') return { ok: true, state }
    const why = typeof lastError === 'string' ? lastError : null
    return {
      ok: false,
      message: `Tried again, and the email could not be sent (${troubleReason(why)}): ${state === 'failed' ? 'no more tries will be made' : 'it will be tried again'}.`,
      detail: `n8n: ${why ?? 'no reason given'}`,
    }
  }
  const reason = typeof body.error === 'string' ? body.error : 'the server could not do it.'
  return { ok: false, message: `Not sent: ${reason}`, detail: `HTTP ${status}` }
}
