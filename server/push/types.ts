// What the office's "Alert me on this phone" keeps of a device (docs/decisions/0042).

/** The browser's PushSubscription, as its toJSON() gives it. */
export interface DeviceSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export interface PushDevice extends DeviceSubscription {
  /** A hash of the endpoint: the same device subscribing again is the same entry. */
  id: string
  /** "iPhone · Safari": what the office shows in the list, from the browser's own description. */
  label: string
  /** The owner who subscribed it (uid). */
  addedBy: string
  addedAt: string
  lastSentAt: string | null
  lastError: string | null
}

/** What a device's lock screen shows and where a tap goes: no visitor's contact or message. */
export interface PushMessage {
  title: string
  body: string
  /** A path inside the office, /admin/... */
  url: string
  /** The same tag replaces a notification instead of adding one (a repeated event). */
  tag: string
}
