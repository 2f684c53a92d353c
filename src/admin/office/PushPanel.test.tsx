// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DeskFirebase } from '../firebase'
import { PushPanel } from './PushPanel'

/**
 * The office's "Alert me on this phone" with a stubbed PushManager (headless Chromium cannot
 * subscribe to a real push service offline) and the /api/push/ routes answered here as the server
 * answers them; server/push/ has the server's side, through a real push service stand-in.
 */
const KEY = 'BPublicKeyOfTheServer'
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-phone'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

const firebase = {
  auth: { currentUser: { getIdToken: async () => 'owner-token' } },
} as unknown as DeskFirebase

interface Server {
  devices: {
    id: string
    endpoint: string
    label: string
    addedAt: string
    lastSentAt: null
    lastError: null
  }[]
  setUp: boolean
  requests: { method: string; path: string; auth: string | null; body: unknown }[]
}
let server: Server
let own: { endpoint: string; toJSON: () => unknown; unsubscribe: ReturnType<typeof vi.fn> } | null
let subscribe: ReturnType<typeof vi.fn>

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

function browser(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent)
  const registration = {
    pushManager: { subscribe, getSubscription: async () => own },
  }
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  })
  vi.stubGlobal('PushManager', class {})
  vi.stubGlobal('Notification', class {})
}

beforeEach(() => {
  server = { devices: [], setUp: true, requests: [] }
  own = null
  subscribe = vi.fn(async () => {
    own = {
      endpoint: ENDPOINT,
      toJSON: () => ({
        endpoint: ENDPOINT,
        expirationTime: null,
        keys: { p256dh: 'p', auth: 'a' },
      }),
      unsubscribe: vi.fn(async () => {
        own = null
        return true
      }),
    }
    return own
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      const body = init.body ? JSON.parse(String(init.body)) : undefined
      const auth = new Headers(init.headers).get('authorization')
      server.requests.push({ method, path, auth, body })
      if (path === '/api/push/key')
        return server.setUp ? answer(200, { ok: true, publicKey: KEY }) : answer(503, { ok: false })
      if (path === '/api/push/subscriptions' && method === 'GET')
        return answer(200, { ok: true, devices: server.devices, setUp: server.setUp })
      if (path === '/api/push/subscriptions' && method === 'POST') {
        server.devices.push({
          id: 'dev-1',
          endpoint: body.subscription.endpoint,
          label: body.label,
          addedAt: '2026-11-28T16:00:00.000Z',
          lastSentAt: null,
          lastError: null,
        })
        return answer(201, { ok: true, id: 'dev-1', confirmation: { sent: true, error: null } })
      }
      if (method === 'DELETE') {
        server.devices = server.devices.filter((d) => !path.endsWith(`/${d.id}`))
        return answer(200, { ok: true })
      }
      return answer(404, { ok: false })
    }),
  )
})
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('Alert me on this phone', () => {
  it('subscribes this phone with the server’s key, lists it, and removes it', async () => {
    browser(ANDROID)
    const user = userEvent.setup()
    render(<PushPanel firebase={firebase} />)
    const button = await screen.findByRole('button', { name: 'Alert me on this phone' })
    await vi.waitFor(() => expect(button).toBeEnabled())
    await user.click(button)

    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEY })
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Alerts are on: a first one is on its way to this phone.',
    )
    expect(screen.getByText(/Alerts are on for this phone/)).toBeInTheDocument()
    const added = server.requests.find((r) => r.method === 'POST')
    expect(added).toEqual({
      method: 'POST',
      path: '/api/push/subscriptions',
      auth: 'Bearer owner-token',
      body: {
        subscription: {
          endpoint: ENDPOINT,
          expirationTime: null,
          keys: { p256dh: 'p', auth: 'a' },
        },
        label: 'Android phone · Chrome',
      },
    })

    await user.click(screen.getByText('Devices that get alerts (1)'))
    const item = screen.getByRole('listitem')
    expect(item).toHaveTextContent('Android phone · Chrome (this one)')
    const unsubscribe = own?.unsubscribe
    await user.click(
      within(item).getByRole('button', { name: 'Remove Android phone · Chrome (this one)' }),
    )
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Android phone · Chrome no longer gets alerts.',
    )
    expect(server.requests.at(-2)).toMatchObject({
      method: 'DELETE',
      path: '/api/push/subscriptions/dev-1',
    })
    expect(unsubscribe).toHaveBeenCalled()
    expect(screen.queryByRole('listitem')).toBeNull()
    expect(screen.getByRole('button', { name: 'Alert me on this phone' })).toBeInTheDocument()
  })

  it('on an iPhone in Safari, says alerts need the office on the home screen (iOS 16.4+), and how', async () => {
    browser(IPHONE_SAFARI)
    render(<PushPanel firebase={firebase} />)
    expect(
      screen.getByText('To get alerts on this iPhone, add the office to the home screen first.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText(/tap Share \(the square with an arrow\), then “Add to Home Screen”/),
    ).toBeInTheDocument()
    expect(screen.getByText(/from iOS 16\.4 on/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Alert me/ })).toBeNull()
    await vi.waitFor(() => expect(server.requests.length).toBeGreaterThan(0))
    expect(subscribe).not.toHaveBeenCalled()
  })

  it('on the home screen of an iPhone, offers the button', async () => {
    browser(IPHONE_SAFARI)
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: true })
    try {
      render(<PushPanel firebase={firebase} />)
      expect(
        await screen.findByRole('button', { name: 'Alert me on this phone' }),
      ).toBeInTheDocument()
    } finally {
      Reflect.deleteProperty(navigator, 'standalone')
    }
  })

  it('says so in plain words when notifications are blocked', async () => {
    browser(ANDROID)
    subscribe.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }))
    const user = userEvent.setup()
    render(<PushPanel firebase={firebase} />)
    const button = await screen.findByRole('button', { name: 'Alert me on this phone' })
    await vi.waitFor(() => expect(button).toBeEnabled())
    await user.click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Notifications are blocked for this site\. Allow them in the browser’s settings/,
    )
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false)
  })

  it('says when the server has no alert key yet', async () => {
    browser(ANDROID)
    server.setUp = false
    render(<PushPanel firebase={firebase} />)
    expect(await screen.findByText(/not switched on for this site yet/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Alert me/ })).toBeNull()
  })
})
