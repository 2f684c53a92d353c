import { useMemo, useState } from 'react'
import { ConfirmDialog } from '../ConfirmDialog'
import { formatEastern, toEasternInput } from '../eastern'
import { DANGER_BUTTON } from '../Field'
import type { DeskFirebase } from '../firebase'
import { ExportButton } from './ExportButton'
import type { OfficeLead } from './lead'
import { removeLead } from './leadStore'
import { BackToLeads } from './OfficeMessage'
import { type Subscriber, subscriberList, subscribersCsv } from './subscribers'

/** The newsletter's list: who signed up, when and from where; an address removed on request. */
export function SubscriberList({
  firebase,
  signUps,
}: {
  firebase: DeskFirebase
  signUps: OfficeLead[]
}) {
  const subscribers = useMemo(() => subscriberList(signUps), [signUps])
  const [asked, setAsked] = useState<Subscriber | null>(null)
  const [error, setError] = useState('')
  const remove = async (subscriber: Subscriber) => {
    setAsked(null)
    setError('')
    try {
      for (const id of subscriber.ids) await removeLead(firebase, id)
    } catch (e) {
      setError(`${subscriber.email} was not removed: ${e instanceof Error ? e.message : e}`)
    }
  }
  const count = subscribers.length
  return (
    <section aria-labelledby="subscribers-title" className="mx-auto max-w-7xl px-4 py-8">
      <BackToLeads />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-4">
        <h1 id="subscribers-title" className="font-display text-3xl font-semibold text-forest-950">
          Newsletter subscribers
        </h1>
        <ExportButton
          count={count}
          csv={() => subscribersCsv(subscribers)}
          fileName={() => `subscribers-${toEasternInput(new Date()).slice(0, 10)}.csv`}
        />
      </div>
      <p className="mt-2 max-w-3xl text-stone-800">
        Sign-ups from the newsletter form, one per address; they are not leads. The site keeps no
        unsubscribe record: when someone unsubscribes or asks you to stop, remove them here, and
        their address is deleted, as the privacy policy promises.
      </p>
      <p className="mt-4 text-sm text-stone-700" role="status">
        {count === 1 ? '1 subscriber' : `${count} subscribers`}
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-red-700">
          {error}
        </p>
      ) : null}
      {count ? (
        <ul className="mt-3 grid grid-cols-1 gap-3">
          {subscribers.map((s) => (
            <li
              key={s.ids[0]}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-300 bg-white p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold break-all">{s.email}</p>
                <p className="text-sm text-stone-700">
                  Subscribed {formatEastern(s.since)} · {s.page || 'no page'}
                  {s.source ? ` · ${s.source}` : ''}
                </p>
              </div>
              <button
                type="button"
                className={DANGER_BUTTON}
                aria-label={`Unsubscribed: remove ${s.email}`}
                onClick={() => setAsked(s)}
              >
                Unsubscribed: remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3">No one has signed up yet.</p>
      )}
      {asked ? (
        <ConfirmDialog
          title="Remove this subscriber?"
          message={`${asked.email} leaves the list and the office for good: send them nothing more.`}
          confirmLabel="Remove"
          onCancel={() => setAsked(null)}
          onConfirm={() => void remove(asked)}
        />
      ) : null}
    </section>
  )
}
