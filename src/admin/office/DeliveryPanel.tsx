import { useState } from 'react'
import { formatEastern } from '../eastern'
import { SECONDARY_BUTTON } from '../Field'
import type { DeskFirebase } from '../firebase'
import { deliverySentence } from './deliveryWords'
import { LeadPanel } from './LeadPanel'
import type { OfficeLead } from './lead'
import { sendAgain } from './leadStore'
import type { SendAgainResult } from './sendAgainResult'
import { useNow } from './useNow'

/** The email about this lead, in plain words; what n8n answered is one tap away. */
export function DeliveryPanel({ firebase, lead }: { firebase: DeskFirebase; lead: OfficeLead }) {
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<SendAgainResult | null>(null)
  const now = useNow()
  const { state, attempts, lastError, nextAttemptAt } = lead.delivery
  const send = () => {
    setSending(true)
    setResult(null)
    void sendAgain(firebase, lead.id).then((r) => {
      setResult(r)
      setSending(false)
    })
  }
  const detail = !result?.ok && result?.detail ? result.detail : ''
  return (
    <LeadPanel id="delivery-title" title="Email about this request">
      <p className={`mt-2 ${state === 'delivered' ? '' : 'font-semibold text-red-800'}`}>
        {deliverySentence(lead, now)}
      </p>
      {state === 'delivered' ? null : (
        <button
          type="button"
          className={`${SECONDARY_BUTTON} mt-3`}
          onClick={send}
          disabled={sending}
        >
          {sending ? 'Sending…' : 'Send again'}
        </button>
      )}
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`mt-3 font-medium ${result.ok ? 'text-forest-900' : 'text-red-800'}`}
        >
          {result.ok ? `Sent again: ${result.state}.` : result.message}
        </p>
      ) : null}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-stone-800 underline">
          Technical detail
        </summary>
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
          <dt className="font-semibold text-stone-700">Forwarded through</dt>
          <dd>n8n (its workflow sends the email)</dd>
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
          {detail ? (
            <>
              <dt className="font-semibold text-stone-700">Send again</dt>
              <dd className="wrap-anywhere">{detail}</dd>
            </>
          ) : null}
        </dl>
      </details>
    </LeadPanel>
  )
}
