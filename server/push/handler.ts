// The office's alert settings: the public VAPID key, and the owner's devices (list, add, remove).
// Owner only (server/http/staffOnly.ts). Same origin: no CORS.
import { createHash } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { answer, methodNotAllowed } from '../http/respond'
import { type StaffEnv, type StaffGate, staffOnly } from '../http/staffOnly'
import type { OwnerVerifier } from '../leads/owners'
import { ALERTS_ON } from './message'
import { sendToDevices } from './notify'
import type { PushSender } from './sender'
import type { SubscriptionStore } from './store'
import type { PushDevice } from './types'
import type { VapidKeys } from './vapid'

interface Push {
  owners: OwnerVerifier
  store: SubscriptionStore
  /** Null: alerts are not set up (PUSH_VAPID_PRIVATE_KEY); devices can still be listed and removed. */
  vapid: VapidKeys | null
  sender: PushSender | null
  /** Which endpoints a device may give; https only unless a test's server side says otherwise. */
  endpointAllowed?: (endpoint: URL) => boolean
}

export interface PushDeps {
  push: Push | null
  now: () => Date
  log?: (line: string) => void
}

export const PUSH_KEY_PATH = '/api/push/key'
export const PUSH_DEVICES_PATH = '/api/push/subscriptions'
export const MAX_DEVICES = 10
const MAX_BODY_BYTES = 4096
const DEVICE_ID = /^[A-Za-z0-9_-]{1,64}$/
const BASE64URL = /^[A-Za-z0-9_-]+$/
const GATE: StaffGate = {
  role: 'owner',
  does: 'sets up alerts',
  absent:
    'Alerts need the owner’s office: this server has no owner accounts (run `npm run desk`, or use the deployed site).',
}

/** The same endpoint subscribing again is the same device. */
export function deviceId(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('base64url').slice(0, 32)
}

const httpsOnly = (endpoint: URL) => endpoint.protocol === 'https:'

function bytes(value: unknown): Buffer | null {
  return typeof value === 'string' && BASE64URL.test(value.replace(/=+$/, ''))
    ? Buffer.from(value, 'base64url')
    : null
}

/** A PushSubscription's JSON, or why not. */
export function readSubscription(
  body: unknown,
  allowed: (endpoint: URL) => boolean,
): { endpoint: string; keys: { p256dh: string; auth: string }; label: string } | string {
  const { subscription, label } = (body ?? {}) as { subscription?: unknown; label?: unknown }
  const { endpoint, keys } = (subscription ?? {}) as { endpoint?: unknown; keys?: unknown }
  if (typeof endpoint !== 'string' || endpoint.length > 1024) return 'No endpoint was sent.'
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return 'The endpoint is not an address.'
  }
  if (!allowed(url)) return 'The endpoint must be an https address of a push service.'
  const { p256dh, auth } = (keys ?? {}) as { p256dh?: unknown; auth?: unknown }
  const key = bytes(p256dh)
  const secret = bytes(auth)
  if (key?.length !== 65 || key[0] !== 4 || secret?.length !== 16)
    return 'The subscription’s keys are not those of a push subscription.'
  const name = typeof label === 'string' ? label.replace(/[^\p{L}\p{N} ·.,()'’-]/gu, '').trim() : ''
  return {
    endpoint,
    keys: { p256dh: String(p256dh), auth: String(auth) },
    label: name.slice(0, 60) || 'A device',
  }
}

/** What the office sees of a device: never its keys. */
function shown(device: PushDevice) {
  const { keys: _keys, addedBy: _by, ...rest } = device
  return rest
}

export function pushRoutes(deps: PushDeps): Hono<StaffEnv<Push>> {
  const log = deps.log ?? console.log
  const app = new Hono<StaffEnv<Push>>({ strict: false })

  const owner = staffOnly(deps.push, (push) => push.owners, log, GATE)

  const notSetUp = (c: Context) =>
    answer(c, 503, {
      error:
        'Alerts are not set up on this server yet (its VAPID key, PUSH_VAPID_PRIVATE_KEY, is not set).',
    })
  const storeFailed = (c: Context, what: string, error: unknown) => {
    log(`[push] ${what}: ${String(error)}`)
    return answer(c, 503, { error: 'The devices could not be read or saved just now. Try again.' })
  }

  app.get(PUSH_KEY_PATH, owner, async (c) => {
    const vapid = c.get('service').vapid
    return vapid ? answer(c, 200, { publicKey: vapid.publicKey }) : notSetUp(c)
  })

  app.get(PUSH_DEVICES_PATH, owner, async (c) => {
    const push = c.get('service')
    try {
      const devices = await push.store.list()
      return answer(c, 200, { devices: devices.map(shown), setUp: push.vapid !== null })
    } catch (error) {
      return storeFailed(c, 'list', error)
    }
  })

  app.post(
    PUSH_DEVICES_PATH,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => answer(c, 400, { error: 'That is not a push subscription.' }),
    }),
    owner,
    async (c) => {
      const push = c.get('service')
      const caller = c.get('caller')
      if (!push.vapid || !push.sender) return notSetUp(c)
      if (!/^application\/json\b/i.test(c.req.header('content-type') ?? ''))
        return answer(c, 415, { error: 'Send the subscription as JSON.' })
      const body = await c.req.json().catch(() => null)
      const read = readSubscription(body, push.endpointAllowed ?? httpsOnly)
      if (typeof read === 'string') return answer(c, 400, { error: read })
      const device: PushDevice = {
        ...read,
        id: deviceId(read.endpoint),
        addedBy: caller.uid,
        addedAt: deps.now().toISOString(),
        lastSentAt: null,
        lastError: null,
      }
      try {
        const devices = await push.store.list()
        if (devices.length >= MAX_DEVICES && !devices.some((d) => d.id === device.id))
          return answer(c, 409, {
            error: `${MAX_DEVICES} devices get alerts already: remove one first.`,
          })
        await push.store.put(device)
      } catch (error) {
        return storeFailed(c, 'add', error)
      }
      log(`[push] ${caller.email ?? caller.uid} added ${device.label} (${device.id})`)
      const sent = await sendToDevices([device], ALERTS_ON, push.store, push.sender, deps.now)
      const confirmation = sent.sent
        ? { sent: true, error: null }
        : {
            sent: false,
            error: sent.dropped
              ? 'The push service refused this device, so it was not kept. Try again.'
              : 'The first alert could not be sent: this device is kept, and the next alert is tried again.',
          }
      return answer(c, sent.dropped ? 409 : 201, { id: device.id, confirmation })
    },
  )

  app.delete(`${PUSH_DEVICES_PATH}/:id`, owner, async (c) => {
    const id = c.req.param('id')
    if (!DEVICE_ID.test(id)) return answer(c, 404, { error: 'No such device.' })
    try {
      const removed = await c.get('service').store.remove(id)
      if (!removed) return answer(c, 404, { error: 'No such device.' })
    } catch (error) {
      return storeFailed(c, 'remove', error)
    }
    const caller = c.get('caller')
    log(`[push] ${caller.email ?? caller.uid} removed device ${id}`)
    return answer(c, 200, { id })
  })

  for (const [path, allow] of [
    [PUSH_KEY_PATH, 'GET'],
    [PUSH_DEVICES_PATH, 'GET, POST'],
    [`${PUSH_DEVICES_PATH}/:id`, 'DELETE'],
  ] as const)
    app.all(path, methodNotAllowed(allow))
  return app
}
