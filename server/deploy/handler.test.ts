import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createServerApp } from '../app'
import { jsonlStore } from '../leads/jsonlStore'
import { memoryLimiter } from '../leads/limiter'
import type { OwnerVerifier } from '../leads/owners'
import { type DispatchSettings, dispatchSettingsFromEnv, githubDispatcher } from './github'
import { type GithubReceiver, startGithubReceiver } from './githubReceiver'
import type { DeployRun, DeployRuns } from './runs'
import { type DispatchSlots, memoryDispatchSlots } from './slots'

/** GitHub stands on a local port of this test's range; nothing listens on the second. */
const RECEIVER_PORT = 7601
const NOBODY_PORT = 7602
const NOW = new Date('2026-11-26T12:00:00Z')
const minutes = (n: number) => n * 60_000

let receiver: GithubReceiver
let dir: string
let logged: string[]

beforeAll(async () => {
  receiver = await startGithubReceiver(RECEIVER_PORT)
  dir = await mkdtemp(join(tmpdir(), 'deploy-'))
})
afterAll(async () => {
  await receiver.close()
  await rm(dir, { recursive: true, force: true })
})
beforeEach(() => {
  receiver.requests.length = 0
  receiver.answer(204)
  logged = []
})
afterEach(() => {
  receiver.answer(204)
})

const settings = (apiUrl = receiver.url): DispatchSettings =>
  dispatchSettingsFromEnv({
    DEPLOY_GITHUB_TOKEN: 'github_pat_test',
    DEPLOY_GITHUB_REPO: 'oak-ember/site',
    DEPLOY_GITHUB_API_URL: apiUrl,
  }) as DispatchSettings

/** Tokens this fake Auth knows: an editor, a user without a role, and one that expired. */
const staff: OwnerVerifier = {
  async verify(token) {
    if (token === 'editor-token')
      return { uid: 'ed', email: 'ed@example.com', owner: false, staff: true }
    if (token === 'reader-token')
      return { uid: 'rd', email: 'rd@example.com', owner: false, staff: false }
    if (token === 'auth-down') throw new Error('Auth unreachable')
    return null
  },
}

const run = (
  startedMinutesAgo: number,
  tookMinutes: number | null,
  extra: Partial<DeployRun> = {},
): DeployRun => {
  const startedAt = new Date(NOW.getTime() - minutes(startedMinutesAgo))
  return {
    runId: String(1000 + startedMinutesAgo),
    event: 'workflow_dispatch',
    sha: 'abc',
    startedAt,
    endedAt: tookMinutes === null ? null : new Date(startedAt.getTime() + minutes(tookMinutes)),
    outcome: tookMinutes === null ? 'running' : 'success',
    deployed: tookMinutes !== null,
    ...extra,
  }
}

function app(
  options: {
    runs?: DeployRun[] | 'down'
    dispatch?: DispatchSettings | null
    deploy?: false
    slots?: DispatchSlots
    now?: () => Date
  } = {},
) {
  const runs: DeployRuns = {
    async recent() {
      if (options.runs === 'down') throw new Error('Firestore unreachable')
      return options.runs ?? []
    },
  }
  return createServerApp({
    store: jsonlStore(join(dir, 'leads.jsonl')),
    limiter: memoryLimiter({ max: 1000, windowMs: 600_000 }),
    now: options.now ?? (() => NOW),
    salt: 'test-salt',
    clientAddress: () => '203.0.113.7',
    forward: { url: null, secret: null, retryBaseMs: 60_000 },
    log: (line) => logged.push(line),
    ...(options.deploy === false
      ? {}
      : {
          deploy: {
            staff,
            dispatcher:
              options.dispatch === null ? null : githubDispatcher(options.dispatch ?? settings()),
            runs,
            slots: options.slots ?? memoryDispatchSlots(),
          },
        }),
  })
}

const publish = (
  server: ReturnType<typeof app>,
  token = 'editor-token',
  body: unknown = { reason: 'published “Fire pits”' },
) =>
  server.request('/api/deploy', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('POST /api/deploy against a stand-in for GitHub', () => {
  it('folds fifty concurrent publishes into one workflow_dispatch, each told of the same build', async () => {
    const slots = memoryDispatchSlots()
    const server = app({ runs: [run(60, 4), run(120, 5), run(180, 6)], slots })
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        publish(server, 'editor-token', { reason: `publish ${i + 1}` }),
      ),
    )
    expect(receiver.requests).toHaveLength(1)
    const [request] = receiver.requests
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/repos/oak-ember/site/actions/workflows/deploy.yml/dispatches')
    expect(request?.headers.authorization).toBe('Bearer github_pat_test')
    expect(request?.headers.accept).toBe('application/vnd.github+json')
    expect(request?.headers['x-github-api-version']).toBe('2022-11-28')
    expect(request?.headers['user-agent']).toBeTruthy()
    // The run's snapshot waits for the minute to end: every folded change is saved before it.
    expect(request?.body).toEqual({
      ref: 'main',
      inputs: { not_before: '2026-11-26T12:01:00.000Z' },
    })
    const bodies = await Promise.all(responses.map((response) => response.json()))
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(202))
    expect(bodies.filter((body) => body.folded === false)).toHaveLength(1)
    for (const body of bodies) {
      expect(body).toMatchObject({
        ok: true,
        dispatched: true,
        build: {
          id: '2026-11-26T12:00Z',
          requestedAt: NOW.toISOString(),
          takesChangesUntil: '2026-11-26T12:01:00.000Z',
        },
        estimate: { minutes: 5, building: false },
      })
      expect(body.message).toMatch(/live in about 5 minutes\.$/)
    }
    expect(bodies.find((body) => body.folded)?.message).toBe(
      'This change joins the build asked for 0 seconds ago, which reads the content once its minute is up. The build has started: live in about 5 minutes.',
    )
    expect(slots.folded.get('2026-11-26T12:00Z')).toBe(49)
    expect(logged.filter((line) => line.includes('folded into the build'))).toHaveLength(49)
  })

  it('asks again in the next minute: a change saved after a dispatch is always built', async () => {
    let clock = NOW
    const server = app({ runs: [run(60, 4)], now: () => clock })
    const asked: { at: Date; snapshotAfter: Date }[] = []
    for (const seconds of [0, 20, 59, 60, 61, 185]) {
      clock = new Date(NOW.getTime() + seconds * 1000)
      const body = await (await publish(server)).json()
      expect(body).toMatchObject({ ok: true, dispatched: true })
      asked.push({ at: clock, snapshotAfter: new Date(body.build.takesChangesUntil) })
    }
    // One dispatch in each minute that had a publish, never two in one.
    expect(receiver.requests.map((r) => (r.body as { inputs: object }).inputs)).toEqual([
      { not_before: '2026-11-26T12:01:00.000Z' },
      { not_before: '2026-11-26T12:02:00.000Z' },
      { not_before: '2026-11-26T12:04:00.000Z' },
    ])
    // Each publish is in a run whose snapshot is taken after it.
    for (const { at, snapshotAfter } of asked)
      expect(snapshotAfter.getTime()).toBeGreaterThan(at.getTime())
  })

  it('tells every request of a minute GitHub’s refusal, asks once, and asks again the next minute', async () => {
    receiver.answer(401, 'Bad credentials')
    let clock = NOW
    const server = app({ now: () => clock })
    const refused = await Promise.all([publish(server), publish(server), publish(server)])
    expect(refused.map((response) => response.status)).toEqual([502, 502, 502])
    for (const response of refused)
      expect((await response.json()).error).toMatch(/refused the deploy token \(401\)/)
    expect(receiver.requests).toHaveLength(1)
    receiver.answer(204)
    clock = new Date(NOW.getTime() + 60_000)
    expect((await publish(server)).status).toBe(202)
    expect(receiver.requests).toHaveLength(2)
  })

  it('waits for the run building now, then one more, when a run is under way', async () => {
    const response = await publish(app({ runs: [run(2, null), run(60, 5)] }))
    expect(await response.json()).toMatchObject({
      estimate: { minutes: 8, building: true },
      message: 'The build is queued behind the one running now: live in about 8 minutes.',
    })
  })

  it('says so when no finished deploy is recorded to time it, or the records cannot be read', async () => {
    const none = await publish(app({ runs: [] }))
    expect(none.status).toBe(202)
    expect((await none.json()).message).toMatch(/no finished build is recorded yet/)
    const down = await publish(app({ runs: 'down' }))
    expect(down.status).toBe(202)
    expect((await down.json()).message).toMatch(/could not be read/)
    expect(receiver.requests).toHaveLength(2)
  })

  it('reports GitHub’s 401 clearly, with what GitHub said', async () => {
    receiver.answer(401, 'Bad credentials')
    const response = await publish(app())
    expect(response.status).toBe(502)
    const body = await response.json()
    expect(body).toMatchObject({ ok: false, githubStatus: 401 })
    expect(body.error).toBe(
      'GitHub refused the deploy token (401): it is missing, expired or revoked. Renew DEPLOY_GITHUB_TOKEN. GitHub said: “Bad credentials”.',
    )
    expect(logged.join('\n')).toContain('dispatch refused for ed@example.com')
  })

  it.each([
    [
      403,
      'Resource not accessible by personal access token',
      /may not start workflows in oak-ember\/site/,
    ],
    [404, 'Not Found', /no workflow deploy\.yml in oak-ember\/site/],
    [422, 'No ref found for: main', /must allow workflow_dispatch.*No ref found/],
    [500, 'Server Error', /did not start the build \(HTTP 500\)/],
  ])('maps GitHub’s %i to a message the desk can show', async (status, said, expected) => {
    receiver.answer(status, said)
    const response = await publish(app())
    expect(response.status).toBe(502)
    expect((await response.json()).error).toMatch(expected)
  })

  it('reports GitHub out of reach', async () => {
    const response = await publish(app({ dispatch: settings(`http://127.0.0.1:${NOBODY_PORT}`) }))
    expect(response.status).toBe(502)
    expect((await response.json()).error).toMatch(/GitHub could not be reached/)
  })
})

describe('who may ask, and where it is not set up', () => {
  it.each([
    ['no token', undefined, 401, /no ID token/],
    ['an expired token', 'expired', 401, /expired/],
    ['a user without a role', 'reader-token', 403, /Only an editor or the owner/],
    ['Auth out of reach', 'auth-down', 503, /could not be checked/],
  ])('refuses %s and asks GitHub nothing', async (_, token, status, message) => {
    const response = await app().request('/api/deploy', {
      method: 'POST',
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    })
    expect(response.status).toBe(status)
    expect((await response.json()).error).toMatch(message)
    expect(receiver.requests).toHaveLength(0)
  })

  it('says "not set up" without dispatch settings (200), and 503 on a host without staff accounts', async () => {
    const off = await publish(app({ dispatch: null }))
    expect(off.status).toBe(200)
    expect(await off.json()).toMatchObject({ ok: true, configured: false, dispatched: false })
    const none = await publish(app({ deploy: false }))
    expect(none.status).toBe(503)
    expect(await none.json()).toMatchObject({ ok: false, configured: false })
    expect(receiver.requests).toHaveLength(0)
  })

  it('refuses a hostile reason and other methods', async () => {
    const long = await publish(app(), 'editor-token', { reason: 'x'.repeat(201) })
    expect(long.status).toBe(400)
    const wrongType = await publish(app(), 'editor-token', { reason: { $gt: '' } })
    expect(wrongType.status).toBe(400)
    const get = await app().request('/api/deploy/')
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect(receiver.requests).toHaveLength(0)
  })

  it('shows staff in /api/health whether publishing starts a build', async () => {
    const asStaff = { headers: { authorization: 'Bearer editor-token' } }
    expect((await (await app().request('/api/health', asStaff)).json()).deploy).toEqual({
      configured: true,
    })
    const off = await app({ dispatch: null }).request('/api/health', asStaff)
    expect((await off.json()).deploy).toEqual({ configured: false })
    expect(await (await app().request('/api/health')).json()).toEqual({ ok: false })
  })
})

describe('dispatchSettingsFromEnv', () => {
  it('is null until a token and a repository are set ("none" counts as unset)', () => {
    expect(dispatchSettingsFromEnv({})).toBeNull()
    expect(
      dispatchSettingsFromEnv({ DEPLOY_GITHUB_TOKEN: 'none', DEPLOY_GITHUB_REPO: 'a/b' }),
    ).toBeNull()
    expect(dispatchSettingsFromEnv({ DEPLOY_GITHUB_TOKEN: 't' })).toBeNull()
    expect(
      dispatchSettingsFromEnv({ DEPLOY_GITHUB_TOKEN: 't', DEPLOY_GITHUB_REPO: 'a/b' }),
    ).toMatchObject({
      apiUrl: 'https://api.github.com',
      workflow: 'deploy.yml',
      ref: 'main',
    })
  })

  it('throws on a malformed setting instead of quietly falling back', () => {
    expect(() =>
      dispatchSettingsFromEnv({
        DEPLOY_GITHUB_TOKEN: 't',
        DEPLOY_GITHUB_REPO: 'https://github.com/a/b',
      }),
    ).toThrow(/owner\/name/)
    expect(() =>
      dispatchSettingsFromEnv({
        DEPLOY_GITHUB_TOKEN: 't',
        DEPLOY_GITHUB_REPO: 'a/b',
        DEPLOY_WORKFLOW: '../x',
      }),
    ).toThrow(/workflow file/)
  })
})
