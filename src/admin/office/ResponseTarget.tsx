import { useState } from 'react'
import { formatHoursRange } from '../../content/site'
import { INPUT_CLASS } from '../Field'
import type { DeskFirebase } from '../firebase'
import {
  BUSINESS_HOURS,
  RESPONSE_TARGET_IDS,
  RESPONSE_TARGET_LABEL,
  type ResponseTargetId,
} from './responseTimes'
import { saveResponseTarget, useResponseTarget } from './responseTimesStore'

export const HOURS_WORDS = BUSINESS_HOURS.map(
  (row) => `${row.label} ${row.opens ? formatHoursRange(row) : 'closed'}`,
).join(', ')

export function ResponseTarget({ firebase }: { firebase: DeskFirebase }) {
  const { target, read } = useResponseTarget(firebase)
  const [note, setNote] = useState<{ problem: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const change = (next: ResponseTargetId) => {
    setBusy(true)
    setNote(null)
    saveResponseTarget(firebase, next)
      .then(() => setNote({ problem: false, text: `Saved: ${RESPONSE_TARGET_LABEL[next]}.` }))
      .catch((error: unknown) =>
        setNote({
          problem: true,
          text: `Not saved. ${error instanceof Error ? error.message : String(error)}`,
        }),
      )
      .finally(() => setBusy(false))
  }
  return (
    <section aria-label="Response target" className="mx-auto max-w-7xl px-4 pt-3">
      <details className="rounded-xl border border-stone-300 bg-white px-4">
        <summary className="min-h-11 cursor-pointer content-center py-2 font-semibold">
          Reminder when a request waits over {RESPONSE_TARGET_LABEL[target]}
        </summary>
        <div className="pb-3">
          <label htmlFor="response-target" className="block font-semibold">
            Your response target
          </label>
          <select
            id="response-target"
            className={`${INPUT_CLASS} max-w-xs`}
            value={target}
            disabled={busy || !read}
            onChange={(event) => change(event.target.value as ResponseTargetId)}
          >
            {RESPONSE_TARGET_IDS.map((id) => (
              <option key={id} value={id}>
                {RESPONSE_TARGET_LABEL[id]}
              </option>
            ))}
          </select>
          <p className="mt-2 text-sm text-stone-700">
            A request nobody has marked contacted within it sends one reminder to the devices that
            get alerts, during business hours (Eastern: {HOURS_WORDS}). The sooner you call back,
            the likelier the job.
          </p>
          <p
            role={note?.problem ? 'alert' : 'status'}
            className={note?.problem ? 'mt-2 text-red-800' : 'mt-2 empty:hidden'}
          >
            {note?.text}
          </p>
        </div>
      </details>
    </section>
  )
}
