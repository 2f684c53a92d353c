// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { githubDispatcher } from '../../server/deploy/github'
import { type GithubReceiver, startGithubReceiver } from '../../server/deploy/githubReceiver'
import { deployRoutes } from '../../server/deploy/handler'
import type { DeployRun } from '../../server/deploy/runs'
import { memoryDispatchSlots } from '../../server/deploy/slots'
import { DeployNotice } from './DeployNotice'
import { requestDeploy, useDeployNotice } from './deployRequest'
import type { DeskFirebase } from './firebase'

/**
 * The desk's side of a publish, end to end but for the browser: the notice, the request the desk
 * sends, the server's route with a staff check, and a local receiver standing in for GitHub.
 */
const RECEIVER_PORT = 7603
const realFetch = globalThis.fetch
let receiver: GithubReceiver
const runs: DeployRun[] = []

beforeAll(async () => {
  receiver = await startGithubReceiver(RECEIVER_PORT)
})
afterAll(() => receiver.close())

function server(dispatch: boolean) {
  return deployRoutes({
    deploy: {
      staff: {
        verify: async (token) =>
          token === 'editor-token'
            ? { uid: 'ed', email: 'ed@example.com', owner: false, staff: true }
            : null,
      },
      dispatcher: dispatch
        ? githubDispatcher(
            {
              token: 'github_pat_x',
              repo: 'oak/site',
              workflow: 'deploy.yml',
              ref: 'main',
              apiUrl: receiver.url,
              timeoutMs: 5000,
            },
            realFetch,
          )
        : null,
      runs: { recent: async () => runs },
      slots: memoryDispatchSlots(),
    },
    now: () => new Date(),
    log: () => {},
  })
}

const firebase = (token: string | null) =>
  ({
    auth: { currentUser: token ? { getIdToken: async () => token } : null },
  }) as unknown as DeskFirebase

/** The desk's fetch reaches the route in-process, as the same-origin /api/deploy would. */
function serve(dispatch = true) {
  const app = server(dispatch)
  vi.stubGlobal('fetch', (input: string, init: RequestInit) => app.request(input, init))
}

beforeEach(() => {
  receiver.requests.length = 0
  receiver.answer(204)
  runs.length = 0
  useDeployNotice.getState().set(null)
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
})

describe('the desk’s “when will it be live” after a publish', () => {
  it('says “live in about N minutes” from the recorded runs', async () => {
    const now = Date.now()
    runs.push({
      runId: '1',
      event: 'push',
      sha: null,
      startedAt: new Date(now - 3_600_000),
      endedAt: new Date(now - 3_600_000 + 6 * 60_000),
      outcome: 'success',
      deployed: true,
    })
    serve()
    render(<DeployNotice target="posts/p1" />)
    await act(() => requestDeploy(firebase('editor-token'), 'posts/p1', 'publish: fire-pits'))
    expect(screen.getByRole('status')).toHaveTextContent(
      'The build has started: live in about 6 minutes.',
    )
    // And when, on the business's clock, in words.
    expect(
      screen.getByText(
        /^Live on the site (today|tomorrow) at about \d{1,2}:\d{2} [ap]m, Eastern time\.$/,
      ),
    ).toBeVisible()
    expect(receiver.requests).toHaveLength(1)
  })

  it('names what the last content snapshot left out, one a line', async () => {
    const now = Date.now()
    const image =
      'Image https://x.example/cut.png in p1 could not be read: pngload_buffer: end of stream; it shows from its address.'
    runs.push({
      runId: '2',
      event: 'repository_dispatch',
      sha: null,
      startedAt: new Date(now - 3_600_000),
      endedAt: new Date(now - 3_600_000 + 6 * 60_000),
      outcome: 'success',
      deployed: true,
      warnings: [image],
      warningCount: 1,
    })
    serve()
    render(<DeployNotice target="posts/p1" />)
    await act(() => requestDeploy(firebase('editor-token'), 'posts/p1', 'publish: fire-pits'))
    expect(screen.getByRole('status').textContent?.split('\n')).toEqual([
      'The build has started: live in about 6 minutes.',
      'The last content snapshot left these out or used a fallback (the deploy’s log lists them all):',
      `• ${image}`,
    ])
  })

  it('shows GitHub’s 401 beside the buttons, and when the change goes live instead', async () => {
    receiver.answer(401, 'Bad credentials')
    serve()
    render(<DeployNotice target="posts/p1" />)
    await act(() => requestDeploy(firebase('editor-token'), 'posts/p1', 'publish: fire-pits'))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('No build was started: GitHub refused the deploy token (401)')
    expect(alert).toHaveTextContent('Bad credentials')
    expect(alert).toHaveTextContent(
      /rebuilt with the change at the next scheduled build, (today|tomorrow) at about \d{1,2}:\d{2} [ap]m, Eastern time\.$/,
    )
  })

  it('says “at the next scheduled build” when dispatch is not set up', async () => {
    serve(false)
    render(<DeployNotice target="posts/p1" />)
    await act(() => requestDeploy(firebase('editor-token'), 'posts/p1', 'unpublish: fire-pits'))
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Publishing does not start a build here: the site's pages are rebuilt with the change at the next scheduled build, (today|tomorrow) at about \d{1,2}:\d{2} [ap]m, Eastern time\.$/,
    )
    expect(receiver.requests).toHaveLength(0)
  })

  it('says why on an expired sign-in, offline, or the server out of reach', async () => {
    serve()
    render(<DeployNotice target="posts/p1" />)
    await act(() => requestDeploy(firebase('stale-token'), 'posts/p1', 'update'))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No build was started: Your sign-in has expired. Sign in again.',
    )
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await act(() => requestDeploy(firebase('editor-token'), 'posts/p1', 'update'))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'the server could not be reached (Failed to fetch)',
    )
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await act(() => requestDeploy(firebase('editor-token'), 'posts/p1', 'update'))
    expect(screen.getByRole('alert')).toHaveTextContent('No build was started: you are offline.')
    expect(receiver.requests).toHaveLength(0)
  })

  it('shows a notice only beside the post it concerns', async () => {
    serve()
    render(<DeployNotice target="posts/other" />)
    await act(() => requestDeploy(firebase('editor-token'), 'posts/p1', 'publish'))
    expect(screen.queryByRole('status')).toBeNull()
  })
})
