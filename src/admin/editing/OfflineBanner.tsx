import { useOnline } from '../useOnline'

export function OfflineBanner() {
  const online = useOnline()
  return online ? null : (
    <p role="alert" className="mt-4 rounded-xl bg-ember-50 p-3 text-ember-900">
      You are offline. Keep writing: your changes are kept on this device, and you can save once the
      connection is back.
    </p>
  )
}
