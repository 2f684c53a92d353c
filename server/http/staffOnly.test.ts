import type { Auth } from 'firebase-admin/auth'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { firebaseOwnerVerifier } from '../leads/owners'
import { methodNotAllowed } from './respond'
import { type StaffEnv, staffCaller, staffOnly } from './staffOnly'

/** The real verifier over a fake Auth, so the address's verification is checked where it is read. */
const CLAIMS: Record<string, Record<string, unknown>> = {
  owner: { uid: 'ow', email: 'ow@example.com', email_verified: true, owner: true },
  editor: { uid: 'ed', email: 'ed@example.com', email_verified: true, editor: true },
  unverified: { uid: 'un', email: 'un@example.com', email_verified: false, owner: true },
}
const auth = {
  async verifyIdToken(token: string) {
    if (token === 'auth-down') throw new Error('Auth unreachable')
    const claims = CLAIMS[token]
    if (!claims) throw Object.assign(new Error('bad token'), { code: 'auth/id-token-expired' })
    return claims
  },
} as unknown as Auth
const verifier = firebaseOwnerVerifier(auth)

function app(role: 'staff' | 'owner', service: { name: string } | null = { name: 'leads' }) {
  const logged: string[] = []
  const routes = new Hono<StaffEnv<{ name: string }>>()
  const gate = staffOnly(
    service,
    () => verifier,
    (line) => logged.push(line),
    {
      role,
      does: 'may do this',
      absent: 'No accounts here.',
    },
  )
  routes.post('/x', gate, (c) => c.json({ who: c.get('caller').uid, of: c.get('service').name }))
  routes.all('/x', methodNotAllowed('POST'))
  const send = (token?: string) =>
    routes.request('/x', {
      method: 'POST',
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    })
  return { send, logged, routes }
}

describe('the staff gate', () => {
  it('lets the right role through, with who asked and the service it guards', async () => {
    const owner = await app('owner').send('owner')
    expect(owner.status).toBe(200)
    expect(await owner.json()).toEqual({ who: 'ow', of: 'leads' })
    expect((await app('staff').send('editor')).status).toBe(200)
    expect((await app('staff').send('owner')).status).toBe(200)
  })

  it('answers 401 without a token or with one that proves nothing, and says how to sign in', async () => {
    for (const [token, error] of [
      [undefined, 'Sign in as staff: no ID token was sent.'],
      ['x'.repeat(4097), 'Sign in as staff: no ID token was sent.'],
      ['forged', 'Your sign-in has expired. Sign in again.'],
    ] as const) {
      const response = await app('staff').send(token)
      expect(response.status).toBe(401)
      expect(response.headers.get('www-authenticate')).toBe('Bearer')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ ok: false, error })
    }
  })

  it('answers 403 to an unverified address and to the wrong role', async () => {
    for (const [role, token, who] of [
      ['owner', 'unverified', 'the owner'],
      ['staff', 'unverified', 'an editor or the owner'],
      ['owner', 'editor', 'the owner'],
    ] as const) {
      const response = await app(role).send(token)
      expect(response.status).toBe(403)
      expect(response.headers.get('www-authenticate')).toBeNull()
      const error = `Only ${who}, on a verified address, may do this.`
      expect(await response.json()).toEqual({ ok: false, error })
    }
  })

  it('answers 503 where there are no accounts or Auth cannot be reached, and logs the latter', async () => {
    const none = await app('owner', null).send('owner')
    expect(none.status).toBe(503)
    expect(await none.json()).toEqual({ ok: false, error: 'No accounts here.' })
    const down = app('owner')
    const response = await down.send('auth-down')
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ error: /could not be checked/ })
    expect(down.logged).toEqual([
      '[staff] POST /x: the sign-in could not be checked (Error: Auth unreachable)',
    ])
  })

  it('answers other methods 405 with what the path allows', async () => {
    const { routes } = app('owner')
    const response = await routes.request('/x', { method: 'GET' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(await response.json()).toEqual({ ok: false, error: 'Use POST.' })
  })
})

describe('staffCaller, for a route open to all', () => {
  const ask = (token: string) => {
    const routes = new Hono()
    routes.get('/h', async (c) => c.json({ who: (await staffCaller(c, verifier))?.uid ?? null }))
    return routes.request('/h', { headers: { authorization: `Bearer ${token}` } })
  }

  it('names verified staff only; a sign-in that cannot be checked is none', async () => {
    expect(await (await ask('editor')).json()).toEqual({ who: 'ed' })
    for (const token of ['unverified', 'forged', 'auth-down'])
      expect(await (await ask(token)).json()).toEqual({ who: null })
  })
})
