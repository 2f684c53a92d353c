// web-push encrypts the message (RFC 8291) and signs the VAPID header (RFC 8292); the request itself
// goes out through fetch, which keeps a timeout and works for any endpoint the tests stand up.
import webpush from 'web-push'
import type { DeviceSubscription, PushMessage } from './types'
import type { VapidKeys } from './vapid'

export type SendOutcome =
  | { ok: true; status: number }
  /** gone: the push service says the subscription no longer exists (404, 410). */
  | { ok: false; status: number | null; gone: boolean; error: string }

export interface PushSender {
  send(device: DeviceSubscription, message: PushMessage): Promise<SendOutcome>
}

/** A lead is news for a day; a phone that was off longer learns of it in the office. */
export const ALERT_TTL_SECONDS = 24 * 60 * 60
const TIMEOUT_MS = 10_000

export function webPushSender(
  vapid: VapidKeys,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): PushSender {
  const send = options.fetch ?? fetch
  return {
    async send(device, message) {
      let request: ReturnType<typeof webpush.generateRequestDetails>
      try {
        request = webpush.generateRequestDetails(
          { endpoint: device.endpoint, keys: device.keys },
          JSON.stringify(message),
          {
            vapidDetails: vapid,
            TTL: ALERT_TTL_SECONDS,
            urgency: 'high',
          },
        )
      } catch (error) {
        return { ok: false, status: null, gone: false, error: `not sent: ${String(error)}` }
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      )
      // fetch sets the length itself from the body.
      delete headers['Content-Length']
      try {
        const response = await send(request.endpoint, {
          method: 'POST',
          headers,
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
          redirect: 'error',
        })
        await response.body?.cancel()
        if (response.ok) return { ok: true, status: response.status }
        return {
          ok: false,
          status: response.status,
          gone: response.status === 404 || response.status === 410,
          error: `the push service answered HTTP ${response.status}`,
        }
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause
        const detail = cause?.code ?? cause?.message
        const reason =
          (error as Error).name === 'TimeoutError'
            ? 'no answer within 10 s'
            : `${(error as Error).message}${detail ? ` (${detail})` : ''}`
        return { ok: false, status: null, gone: false, error: `the push service: ${reason}` }
      }
    },
  }
}
