export type SendAgainResult = { ok: true; state: string } | { ok: false; message: string }

/**
 * The deliver route's answer as the owner reads it: a 200 says an attempt was made, and only a
 * delivered state is a success; a failed attempt is said with n8n's error.
 */
export function sendAgainResult(status: number, answer: unknown): SendAgainResult {
  const body = (answer ?? {}) as {
    error?: unknown
    delivery?: { state?: unknown; lastError?: unknown }
  }
  if (status === 200) {
    const { state, lastError } = body.delivery ?? {}
    if (state === 'delivered') return { ok: true, state }
    const why = typeof lastError === 'string' ? lastError : 'no reason given'
    return {
      ok: false,
      message:
        state === 'failed'
          ? `Tried again, not delivered (${why}): n8n never got it.`
          : `Tried again, not delivered (${why}): it will be retried.`,
    }
  }
  const reason = typeof body.error === 'string' ? body.error : `HTTP ${status}`
  return { ok: false, message: `Not sent (${status}): ${reason}` }
}
