// The office's side of the alerts (docs/decisions/0042): what this browser can do, its own
// subscription, and the owner's devices through /api/push/ (owner ID token on each call).

export type PushSupport =
  /** Alerts can be turned on here. */
  | 'ready'
  /** An iPhone or iPad in Safari: alerts come only to the office added to the home screen. */
  | 'iphone-browser'
  /** On the home screen of an iPhone older than iOS 16.4. */
  | 'iphone-old'
  | 'unsupported'

export interface BrowserPush {
  userAgent: string
  maxTouchPoints: number
  /** Safari's navigator.standalone, or the display-mode media query. */
  standalone: boolean
  hasPush: boolean
}

export function browserPush(w: Window = window): BrowserPush {
  const nav = w.navigator as Navigator & { standalone?: boolean }
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone:
      nav.standalone === true || w.matchMedia?.('(display-mode: standalone)').matches === true,
    hasPush: 'serviceWorker' in nav && 'PushManager' in w && 'Notification' in w,
  }
}

/** iPadOS says "Macintosh" too: a touch screen tells them apart. */
const isApple = (b: BrowserPush) =>
  /iPhone|iPad|iPod/.test(b.userAgent) || (/Macintosh/.test(b.userAgent) && b.maxTouchPoints > 1)

export function pushSupport(b: BrowserPush): PushSupport {
  if (isApple(b) && !b.standalone) return 'iphone-browser'
  if (b.hasPush) return 'ready'
  return isApple(b) ? 'iphone-old' : 'unsupported'
}

/** "iPhone · Safari": how the list names a device, from what its browser says of itself. */
export function deviceLabel(b: Pick<BrowserPush, 'userAgent' | 'maxTouchPoints'>): string {
  const ua = b.userAgent
  const device = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua) || (/Macintosh/.test(ua) && b.maxTouchPoints > 1)
      ? 'iPad'
      : /Android/.test(ua)
        ? /Mobile/.test(ua)
          ? 'Android phone'
          : 'Android tablet'
        : /CrOS/.test(ua)
          ? 'Chromebook'
          : /Macintosh/.test(ua)
            ? 'Mac'
            : /Windows/.test(ua)
              ? 'Windows PC'
              : /Linux/.test(ua)
                ? 'Linux computer'
                : 'Device'
  const browser = /Edg(A|iOS)?\//.test(ua)
    ? 'Edge'
    : /Firefox|FxiOS/.test(ua)
      ? 'Firefox'
      : /Chrome|CriOS/.test(ua)
        ? 'Chrome'
        : /Safari/.test(ua)
          ? 'Safari'
          : ''
  return browser ? `${device} · ${browser}` : device
}

/** "phone" for the button's words where the device is one. */
export const isPhone = (b: Pick<BrowserPush, 'userAgent'>) =>
  /iPhone|Android.*Mobile|Mobile Safari|Mobi/.test(b.userAgent)

export interface OfficeDevice {
  id: string
  endpoint: string
  label: string
  addedAt: string
  lastSentAt: string | null
  lastError: string | null
}

export class PushProblem extends Error {}

type Token = () => Promise<string>

async function call<T>(token: Token, method: string, path: string, body?: unknown): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers: {
        authorization: `Bearer ${await token()}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  } catch {
    throw new PushProblem('The site could not be reached. Check the connection and try again.')
  }
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string }
  if (!response.ok)
    throw new PushProblem(answer.error ?? `The site answered HTTP ${response.status}. Try again.`)
  return answer
}

export const PUSH_KEY_PATH = '/api/push/key'
export const PUSH_DEVICES_PATH = '/api/push/subscriptions'

export function listDevices(token: Token) {
  return call<{ devices: OfficeDevice[]; setUp: boolean }>(token, 'GET', PUSH_DEVICES_PATH)
}

export async function publicKey(token: Token): Promise<string> {
  return (await call<{ publicKey: string }>(token, 'GET', PUSH_KEY_PATH)).publicKey
}

/**
 * Subscribes this browser and hands the subscription to the server. Called straight from the
 * button's click with the key and registration already at hand: Safari asks for permission only
 * within the tap itself.
 */
export async function addThisDevice(
  token: Token,
  registration: ServiceWorkerRegistration,
  key: string,
  label: string,
): Promise<{ id: string; confirmation: { sent: boolean; error: string | null } }> {
  let subscription: PushSubscription
  try {
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    })
  } catch (error) {
    if ((error as Error).name === 'NotAllowedError')
      throw new PushProblem(
        'Notifications are blocked for this site. Allow them in the browser’s settings (on an iPhone: Settings → Notifications → Office), then try again.',
      )
    // A subscription made with another key (the server's key changed) must go first.
    const old = await registration.pushManager.getSubscription()
    if (!old) throw new PushProblem(`This browser would not subscribe: ${(error as Error).message}`)
    await old.unsubscribe()
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    })
  }
  return call(token, 'POST', PUSH_DEVICES_PATH, { subscription: subscription.toJSON(), label })
}

export async function removeDevice(
  token: Token,
  device: OfficeDevice,
  registration: ServiceWorkerRegistration | null,
): Promise<void> {
  await call(token, 'DELETE', `${PUSH_DEVICES_PATH}/${encodeURIComponent(device.id)}`)
  // This browser's own subscription goes too, so no push service keeps it.
  const own = await registration?.pushManager.getSubscription()
  if (own?.endpoint === device.endpoint) await own.unsubscribe()
}
