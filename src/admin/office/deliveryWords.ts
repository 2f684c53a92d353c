// Delivery trouble in the owner's words; the technical detail is shown one tap away.
import { formatEastern } from '../eastern'
import type { OfficeLead } from './lead'
import { neverTried } from './leadView'

const REASONS: [RegExp, string][] = [
  [/not set|not configured|not set up/i, 'forwarding is not set up'],
  [/without the workflow'?s answer/i, 'the email service did not confirm it'],
  [/HTTP 5\d\d/, 'the email service had a problem on its side'],
  [/HTTP 4\d\d/, 'the email service refused it; its settings may be wrong'],
  [/time ?out|timed out|abort|no answer within/i, 'the email service did not answer in time'],
  [
    /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH|fetch failed|network|socket/i,
    'the email service could not be reached',
  ],
]

/** Why an attempt failed, in plain words ("could not be reached"), from the error as recorded. */
export function troubleReason(error: string | null | undefined): string {
  if (!error) return 'no reason was recorded'
  return REASONS.find(([pattern]) => pattern.test(error))?.[1] ?? 'something went wrong on the way'
}

/** One sentence on the email about this request: sent, being tried again when, or given up. */
export function deliverySentence(lead: OfficeLead, now: Date): string {
  const { state, attempts, lastError, deliveredAt, nextAttemptAt } = lead.delivery
  if (state === 'delivered')
    return `The email about this request was sent${deliveredAt ? ` ${formatEastern(deliveredAt, now)}` : ''}.`
  if (state === 'failed')
    return `The email about this request could not be sent (${troubleReason(lastError)}), and no more tries will be made. Send it again once that is fixed.`
  if (attempts)
    return `The email about this request could not be sent (${troubleReason(lastError)}); it will be tried again ${nextAttemptAt ? formatEastern(nextAttemptAt, now) : 'soon'}.`
  if (neverTried(lead, now))
    return 'The email about this request was never tried: send it again. If new requests stay like this, forwarding is not running.'
  return 'The email about this request is on its way.'
}

export const troubleHeading = (count: number) =>
  count === 1
    ? 'The email about 1 request could not be sent'
    : `The emails about ${count} requests could not be sent`
