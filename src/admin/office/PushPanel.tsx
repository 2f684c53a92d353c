import { useCallback, useEffect, useMemo, useState } from 'react'
import { formatEastern } from '../eastern'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../Field'
import type { DeskFirebase } from '../firebase'
import { idToken } from '../media/token'
import {
  addThisDevice,
  browserPush,
  deviceLabel,
  isPhone,
  listDevices,
  type OfficeDevice,
  PushProblem,
  publicKey,
  pushSupport,
  removeDevice,
} from './pushClient'

type Note = { kind: 'done' | 'problem'; text: string }

/**
 * "Alert me on this phone": a push for every new request (decision 0042). Above the leads, one
 * line once this device is on; the devices that get alerts, each removable, one tap further.
 */
export function PushPanel({ firebase }: { firebase: DeskFirebase }) {
  const browser = useMemo(() => browserPush(), [])
  const support = pushSupport(browser)
  const token = useCallback(() => idToken(firebase), [firebase])
  const [devices, setDevices] = useState<OfficeDevice[] | null>(null)
  const [setUp, setSetUp] = useState(true)
  const [key, setKey] = useState<string | null>(null)
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null)
  const [own, setOwn] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<Note | null>(null)

  const reload = useCallback(
    () =>
      listDevices(token).then((listed) => {
        setDevices(listed.devices)
        setSetUp(listed.setUp)
      }),
    [token],
  )

  useEffect(() => {
    let live = true
    reload().catch((error: unknown) => live && setNote(problem(error)))
    if (support === 'ready') {
      // Fetched before any tap: Safari asks for permission only within the tap itself.
      publicKey(token).then(
        (k) => live && setKey(k),
        () => {},
      )
      void navigator.serviceWorker.ready.then(async (ready) => {
        const mine = await ready.pushManager.getSubscription()
        if (!live) return
        setRegistration(ready)
        setOwn(mine?.endpoint ?? null)
      })
    }
    return () => {
      live = false
    }
  }, [reload, token, support])

  const thisDevice = devices?.find((device) => device.endpoint === own) ?? null
  const noun = isPhone(browser) ? 'phone' : 'device'

  const turnOn = () => {
    if (!registration || !key) return
    setBusy(true)
    setNote(null)
    addThisDevice(token, registration, key, deviceLabel(browser))
      .then(async (added) => {
        setOwn((await registration.pushManager.getSubscription())?.endpoint ?? null)
        await reload()
        setNote(
          added.confirmation.sent
            ? { kind: 'done', text: `Alerts are on: a first one is on its way to this ${noun}.` }
            : { kind: 'problem', text: added.confirmation.error ?? 'The first alert did not go.' },
        )
      })
      .catch((error: unknown) => setNote(problem(error)))
      .finally(() => setBusy(false))
  }

  const remove = (device: OfficeDevice) => {
    setBusy(true)
    setNote(null)
    removeDevice(token, device, registration)
      .then(async () => {
        if (device.endpoint === own) setOwn(null)
        await reload()
        setNote({ kind: 'done', text: `${device.label} no longer gets alerts.` })
      })
      .catch((error: unknown) => setNote(problem(error)))
      .finally(() => setBusy(false))
  }

  return (
    <section aria-label="Alerts" className="mx-auto max-w-7xl px-4 pt-6">
      <div className="rounded-xl border border-stone-300 bg-white p-4">
        {!setUp ? (
          <p>
            Alerts for new requests are not switched on for this site yet: the server has no alert
            key (PUSH_VAPID_PRIVATE_KEY, see docs/going-live-leads.md).
          </p>
        ) : thisDevice ? (
          <p className="font-semibold text-forest-950">
            Alerts are on for this {noun}: every new request, within a minute.
          </p>
        ) : support === 'iphone-browser' ? (
          <IPhoneNote />
        ) : support === 'iphone-old' ? (
          <p>
            Alerts need iOS 16.4 or later. Update this iPhone (Settings → General → Software
            Update), then open the office from its icon again.
          </p>
        ) : support === 'unsupported' ? (
          <p>
            This browser cannot show alerts. Open the office in Chrome, Edge, Firefox or Safari.
          </p>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>
              <span className="font-semibold text-forest-950">
                Hear of every new request within a minute.
              </span>{' '}
              The alert shows the kind of request, the project and the town, never the visitor’s
              details.
            </p>
            <button
              type="button"
              className={PRIMARY_BUTTON}
              disabled={busy || !registration || !key}
              onClick={turnOn}
            >
              Alert me on this {noun}
            </button>
          </div>
        )}
        <p
          role={note?.kind === 'problem' ? 'alert' : 'status'}
          className={note?.kind === 'problem' ? 'mt-2 text-red-800' : 'mt-2 empty:hidden'}
        >
          {note?.text}
        </p>
        {devices?.length ? (
          <details className="mt-2">
            <summary className="min-h-11 cursor-pointer content-center font-semibold text-forest-900">
              Devices that get alerts ({devices.length})
            </summary>
            <ul className="mt-2 grid gap-3">
              {devices.map((device) => (
                <li
                  key={device.id}
                  className="flex flex-wrap items-center justify-between gap-2 border-t border-stone-200 pt-3"
                >
                  <div>
                    <p className="font-semibold">
                      {device.label}
                      {device.id === thisDevice?.id ? ' (this one)' : ''}
                    </p>
                    <p className="text-sm text-stone-700">{deviceStatus(device)}</p>
                  </div>
                  <button
                    type="button"
                    className={SECONDARY_BUTTON}
                    disabled={busy}
                    onClick={() => remove(device)}
                    aria-label={`Remove ${device.label}${device.id === thisDevice?.id ? ' (this one)' : ''}`}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </section>
  )
}

/** iPhones get web push only from a web app added to the home screen (iOS 16.4 and later). */
export function IPhoneNote() {
  return (
    <div>
      <p className="font-semibold text-forest-950">
        To get alerts on this iPhone, add the office to the home screen first.
      </p>
      <ol className="mt-2 list-decimal pl-6">
        <li>In Safari, tap Share (the square with an arrow), then “Add to Home Screen”.</li>
        <li>Open the office from its new icon and sign in.</li>
        <li>Tap “Alert me on this phone” there, and allow notifications.</li>
      </ol>
      <p className="mt-2 text-sm text-stone-700">
        Apple sends web alerts only to apps on the home screen, from iOS 16.4 on.
      </p>
    </div>
  )
}

function deviceStatus(device: OfficeDevice): string {
  const added = `Added ${formatEastern(new Date(device.addedAt))}`
  if (device.lastError) return `${added}. The last alert did not go: ${device.lastError}.`
  return device.lastSentAt
    ? `${added}. Last alert ${formatEastern(new Date(device.lastSentAt))}.`
    : `${added}.`
}

function problem(error: unknown): Note {
  return {
    kind: 'problem',
    text: error instanceof PushProblem ? error.message : 'Something went wrong. Try again.',
  }
}
