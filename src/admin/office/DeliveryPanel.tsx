import { useState } from 'react'
import { formatEastern } from '../eastern'
import { SECONDARY_BUTTON } from '../Field'
import type { DeskFirebase } from '../firebase'
import type { OfficeLead } from './lead'
import { sendAgain } from './leadStore'
import { neverTried } from './leadView'
import type { SendAgainResult } from './sendAgainResult'
import { useNow } from './useNow'

/** The lead's way to n8n: delivered when, or the last error and attempts; "Send again" if not. */
export function DeliveryPanel({ firebase, lead }: { firebase: DeskFirebase; lead: OfficeLead }) {
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<SendAgainResult | null>(null)
  const now = useNow()
  const { state, attempts, lastError, deliveredAt, nextAttemptAt } = lead.delivery
  const send = () => {
    setSending(true)
    setResult(null)
    void sendAgain(firebase, lead.id).then((r) => {
      setResult(r)
      setSending(false)
    })
  }
  return (
    <section
      aria-labelledby="delivery-title"
      className="rounded-xl border border-stone-300 bg-white p-4"
    >
      <h2 id="delivery-title" className="font-display text-xl font-semibold">
        Delivery to n8n
      </h2>
      {state === 'delivered' ? (
        <p className="mt-2">Delivered{deliveredAt ? ` ${formatEastern(deliveredAt)}` : ''}.</p>
      ) : (
        <>
          <p className="mt-2 font-semibold text-red-800">
            {state === 'failed'
              ? 'Failed: n8n never got it.'
              : attempts
                ? 'Not delivered yet: retrying.'
                : neverTried(lead, now)
                  ? 'Not delivered: no attempt was ever made. Send it again; if new leads stay like this, forwarding is not running.'
                  : 'Waiting for its first attempt.'}
          </p>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold text-stone-700">Attempts</dt>
            <dd>{attempts}</dd>
            {lastError ? (
              <>
                <dt className="font-semibold text-stone-700">Last error</dt>
                <dd className="wrap-anywhere">{lastError}</dd>
              </>
            ) : null}
            {state === 'pending' && nextAttemptAt ? (
              <>
                <dt className="font-semibold text-stone-700">Next attempt</dt>
                <dd>{formatEastern(nextAttemptAt)}</dd>
              </>
            ) : null}
          </dl>
          <button
            type="button"
            className={`${SECONDARY_BUTTON} mt-3`}
            onClick={send}
            disabled={sending}
          >
            {sending ? 'Sending…' : 'Send again'}
          </button>
        </>
      )}
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`mt-3 font-medium ${result.ok ? 'text-forest-900' : 'text-red-800'}`}
        >
          {result.ok ? `Sent again: ${result.state}.` : result.message}
        </p>
      ) : null}
    </section>
  )
}
